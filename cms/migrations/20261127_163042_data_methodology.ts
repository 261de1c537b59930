import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "data_methodology" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "data_methodology_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "data_methodology_locales" ADD CONSTRAINT "data_methodology_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."data_methodology"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "data_methodology_locales_locale_parent_id_unique" ON "data_methodology_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "data_methodology" CASCADE;
  DROP TABLE "data_methodology_locales" CASCADE;`)
}
