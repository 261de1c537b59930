import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Outside Payload's schema: the attribution collector's records (src/server/attribution). No
// personal data: a visitor is a random id in a first-party cookie; a touch is how a visit
// arrived (campaign, source, medium, landing page); events are page views, top-bar clicks and
// page leaves. A registration keeps a copy of the first and last touch's campaign fields, not
// the visitor: nothing links a seller to a browsing history.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "analytics_visitors" (
  	"id" uuid PRIMARY KEY,
  	"first_touch_id" bigint,
  	"last_touch_id" bigint,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"last_seen_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE IF NOT EXISTS "analytics_touches" (
  	"id" bigserial PRIMARY KEY,
  	"visitor_id" uuid NOT NULL REFERENCES "analytics_visitors"("id") ON DELETE CASCADE,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"campaign" varchar(100) NOT NULL,
  	"source" varchar(100) NOT NULL,
  	"medium" varchar(100) NOT NULL,
  	"content" varchar(100),
  	"term" varchar(100),
  	"invite_code" varchar(100),
  	"landing" varchar(200) NOT NULL,
  	"promotion_id" integer REFERENCES "promotions"("id") ON DELETE SET NULL,
  	"locale" varchar(8) NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "analytics_touches_created_idx" ON "analytics_touches" ("created_at");
  CREATE INDEX IF NOT EXISTS "analytics_touches_promotion_idx" ON "analytics_touches" ("promotion_id", "created_at");
  ALTER TABLE "analytics_visitors" ADD CONSTRAINT "analytics_visitors_first_touch_fk" FOREIGN KEY ("first_touch_id") REFERENCES "analytics_touches"("id") ON DELETE SET NULL;
  ALTER TABLE "analytics_visitors" ADD CONSTRAINT "analytics_visitors_last_touch_fk" FOREIGN KEY ("last_touch_id") REFERENCES "analytics_touches"("id") ON DELETE SET NULL;
  CREATE TABLE IF NOT EXISTS "analytics_events" (
  	"id" bigserial PRIMARY KEY,
  	"visitor_id" uuid NOT NULL REFERENCES "analytics_visitors"("id") ON DELETE CASCADE,
  	"touch_id" bigint REFERENCES "analytics_touches"("id") ON DELETE SET NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"name" varchar(40) NOT NULL,
  	"path" varchar(200) NOT NULL,
  	"detail" varchar(100)
  );
  CREATE INDEX IF NOT EXISTS "analytics_events_created_idx" ON "analytics_events" ("created_at", "name");
  CREATE TABLE IF NOT EXISTS "analytics_registrations" (
  	"seller_id" integer PRIMARY KEY REFERENCES "sellers"("id") ON DELETE CASCADE,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"first_campaign" varchar(100),
  	"first_source" varchar(100),
  	"first_medium" varchar(100),
  	"first_landing" varchar(200),
  	"first_promotion_id" integer REFERENCES "promotions"("id") ON DELETE SET NULL,
  	"last_campaign" varchar(100),
  	"last_source" varchar(100),
  	"last_medium" varchar(100),
  	"last_landing" varchar(200),
  	"last_promotion_id" integer REFERENCES "promotions"("id") ON DELETE SET NULL
  );
  CREATE INDEX IF NOT EXISTS "analytics_registrations_created_idx" ON "analytics_registrations" ("created_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "analytics_registrations";
  DROP TABLE IF EXISTS "analytics_events";
  ALTER TABLE IF EXISTS "analytics_visitors" DROP CONSTRAINT IF EXISTS "analytics_visitors_first_touch_fk";
  ALTER TABLE IF EXISTS "analytics_visitors" DROP CONSTRAINT IF EXISTS "analytics_visitors_last_touch_fk";
  DROP TABLE IF EXISTS "analytics_touches";
  DROP TABLE IF EXISTS "analytics_visitors";
  `)
}
