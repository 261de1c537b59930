import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Outside Payload's schema (the schema snapshot is unchanged): the report service's ranking
// snapshots and the operators' import history (src/server/report/snapshots.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "ranking_snapshots" (
  	"kind" varchar(16) NOT NULL,
  	"type_id" integer NOT NULL,
  	"period" varchar(8) NOT NULL,
  	"date" date NOT NULL,
  	"rows" jsonb NOT NULL,
  	"source" varchar(16) NOT NULL,
  	"imported_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	PRIMARY KEY ("kind", "type_id", "period", "date")
  );
  CREATE TABLE IF NOT EXISTS "report_imports" (
  	"id" serial PRIMARY KEY,
  	"file_name" varchar(255) NOT NULL,
  	"row_count" integer NOT NULL,
  	"snapshot_count" integer NOT NULL,
  	"imported_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "report_imports";
  DROP TABLE IF EXISTS "ranking_snapshots";`)
}
