import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Outside Payload's schema: short-lived single-use tickets of the login flows
// (src/server/user/tickets.ts): a WeChat QR login's state, a scanned WeChat waiting to be bound,
// a risk verification, a passport code. Only keyed hashes of the tickets are stored; taking one
// is a single UPDATE … WHERE consumed_at IS NULL, so a ticket is used once under any burst.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "auth_tickets" (
  	"id" serial PRIMARY KEY,
  	"purpose" varchar(24) NOT NULL,
  	"ticket_hash" varchar(64) NOT NULL UNIQUE,
  	"seller_id" integer REFERENCES "sellers"("id") ON DELETE CASCADE,
  	"data" jsonb NOT NULL DEFAULT '{}'::jsonb,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"consumed_at" timestamp(3) with time zone
  );
  CREATE INDEX IF NOT EXISTS "auth_tickets_expires_idx" ON "auth_tickets" ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "auth_tickets";`)
}
