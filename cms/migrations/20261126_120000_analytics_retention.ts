import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Analytics retention (security finding L1, src/server/attribution/retention.ts).
//
// Generated: the daily task `analyticsRetention` (a new task slug) and its `schedule`, which makes
// Payload keep the scheduler's state in the payload-jobs-stats global and mark scheduled jobs in
// payload_jobs.meta.
//
// By hand, outside Payload's schema: indexes on the analytics tables' foreign keys and on
// last_seen_at. Deleting a visitor or a touch makes PostgreSQL find the rows that point at it
// (ON DELETE cascade / set null); without these each deleted row would scan whole tables.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'analyticsRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'analyticsRetention' BEFORE 'schedulePublish';
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;`)

  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "analytics_events_visitor_idx" ON "analytics_events" ("visitor_id");
  CREATE INDEX IF NOT EXISTS "analytics_events_touch_idx" ON "analytics_events" ("touch_id");
  CREATE INDEX IF NOT EXISTS "analytics_touches_visitor_idx" ON "analytics_touches" ("visitor_id");
  CREATE INDEX IF NOT EXISTS "analytics_visitors_first_touch_idx" ON "analytics_visitors" ("first_touch_id");
  CREATE INDEX IF NOT EXISTS "analytics_visitors_last_touch_idx" ON "analytics_visitors" ("last_touch_id");
  CREATE INDEX IF NOT EXISTS "analytics_visitors_last_seen_idx" ON "analytics_visitors" ("last_seen_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "analytics_events_visitor_idx";
  DROP INDEX IF EXISTS "analytics_events_touch_idx";
  DROP INDEX IF EXISTS "analytics_touches_visitor_idx";
  DROP INDEX IF EXISTS "analytics_visitors_first_touch_idx";
  DROP INDEX IF EXISTS "analytics_visitors_last_touch_idx";
  DROP INDEX IF EXISTS "analytics_visitors_last_seen_idx";`)

  await db.execute(sql`
   DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";`)
}
