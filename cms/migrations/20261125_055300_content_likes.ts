import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Outside Payload's schema: sellers' likes (src/server/community/likes.ts). One row per seller
// and target, so a like is idempotent by the primary key and a count is always the number of
// rows: two presses at once cannot make two likes, and no counter can drift.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "content_likes" (
  	"target_type" varchar(16) NOT NULL CHECK ("target_type" IN ('article', 'question', 'answer')),
  	"target_id" integer NOT NULL,
  	"seller_id" integer NOT NULL REFERENCES "sellers"("id") ON DELETE CASCADE,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	PRIMARY KEY ("target_type", "target_id", "seller_id")
  );
  CREATE INDEX IF NOT EXISTS "content_likes_seller_idx" ON "content_likes" ("seller_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "content_likes";`)
}
