import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seller_sessions" ADD COLUMN "last_used_at" timestamp(3) with time zone;
  CREATE INDEX "seller_sessions_last_used_at_idx" ON "seller_sessions" USING btree ("last_used_at");`)
  // Outside Payload's schema: the password-login budget per account (src/server/user/login-attempts.ts).
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "login_attempts" (
  	"account" varchar(32) PRIMARY KEY,
  	"failures" integer NOT NULL DEFAULT 0,
  	"locked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  DELETE FROM "rate_limits" WHERE "key" LIKE 'loginFailures:%' OR "key" LIKE 'loginLock:%';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "seller_sessions_last_used_at_idx";
  ALTER TABLE "seller_sessions" DROP COLUMN "last_used_at";
  DROP TABLE IF EXISTS "login_attempts";`)
}
