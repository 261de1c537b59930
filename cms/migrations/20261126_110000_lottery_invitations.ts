import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Outside Payload's schema (the schema snapshot is unchanged): every registration that carried
// an invite code into a running campaign, whether it counted for the inviter and why not
// (src/server/lottery/chances.ts, recordInvitation). One row per invitee and campaign; the
// address and device are keyed hashes, never the address itself. Only counted rows gave chances.
//
// Invitations given before this table came from lottery_chances: they are kept as counted (with
// no address, so they count toward the inviter's cap but no address's daily one).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "lottery_invitations" (
  	"id" bigserial PRIMARY KEY,
  	"campaign_id" integer NOT NULL REFERENCES "lottery_campaigns"("id") ON DELETE CASCADE,
  	"inviter_id" integer NOT NULL REFERENCES "sellers"("id") ON DELETE CASCADE,
  	"invitee_id" integer REFERENCES "sellers"("id") ON DELETE SET NULL,
  	"address_key" varchar(64),
  	"device_key" varchar(64),
  	"day" date NOT NULL,
  	"counted" boolean NOT NULL,
  	"reason" varchar(16) NOT NULL CHECK ("reason" IN ('counted', 'inviterCap', 'addressDaily', 'self')),
  	"chances" integer DEFAULT 0 NOT NULL CHECK ("chances" >= 0),
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CHECK ("counted" = ("reason" = 'counted')),
  	UNIQUE ("campaign_id", "invitee_id")
  );
  CREATE INDEX IF NOT EXISTS "lottery_invitations_inviter_idx" ON "lottery_invitations" ("inviter_id", "campaign_id", "id" DESC);
  CREATE INDEX IF NOT EXISTS "lottery_invitations_address_idx" ON "lottery_invitations" ("campaign_id", "address_key", "day") WHERE "counted";
  CREATE INDEX IF NOT EXISTS "lottery_invitations_device_idx" ON "lottery_invitations" ("campaign_id", "device_key", "day") WHERE "counted" AND "device_key" IS NOT NULL;
  INSERT INTO "lottery_invitations" ("campaign_id", "inviter_id", "invitee_id", "day", "counted", "reason", "chances", "created_at")
  SELECT "campaign_id", "seller_id", min("invitee_id"), (min("created_at") AT TIME ZONE 'Asia/Shanghai')::date, true, 'counted', count(*), min("created_at")
  FROM "lottery_chances" WHERE "source" = 'invite'
  GROUP BY "campaign_id", "seller_id", split_part("source_key", '#', 1)
  ON CONFLICT DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "lottery_invitations";`)
}
