import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Outside Payload's schema (the schema snapshot is unchanged): the lottery service's invite
// codes, chances, draws and the stock each prize has given (src/server/lottery). A chance is
// given once per (campaign, seller, source, key) and spent by exactly one draw; a draw is
// made once per (seller, request id); a prize's awarded count never passes its stock (checked
// in the statement that takes it).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "lottery_invite_codes" (
  	"seller_id" integer PRIMARY KEY REFERENCES "sellers"("id") ON DELETE CASCADE,
  	"code" varchar(16) NOT NULL UNIQUE
  );
  CREATE TABLE IF NOT EXISTS "lottery_chances" (
  	"id" bigserial PRIMARY KEY,
  	"campaign_id" integer NOT NULL REFERENCES "lottery_campaigns"("id") ON DELETE CASCADE,
  	"seller_id" integer NOT NULL REFERENCES "sellers"("id") ON DELETE CASCADE,
  	"source" varchar(16) NOT NULL,
  	"source_key" varchar(64) NOT NULL,
  	"invitee_id" integer REFERENCES "sellers"("id") ON DELETE SET NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"spent_at" timestamp(3) with time zone,
  	UNIQUE ("campaign_id", "seller_id", "source", "source_key")
  );
  CREATE INDEX IF NOT EXISTS "lottery_chances_unspent_idx" ON "lottery_chances" ("seller_id", "campaign_id") WHERE "spent_at" IS NULL;
  CREATE TABLE IF NOT EXISTS "lottery_draws" (
  	"id" bigserial PRIMARY KEY,
  	"campaign_id" integer NOT NULL REFERENCES "lottery_campaigns"("id") ON DELETE CASCADE,
  	"seller_id" integer NOT NULL REFERENCES "sellers"("id") ON DELETE CASCADE,
  	"request_id" varchar(64) NOT NULL,
  	"chance_id" bigint NOT NULL UNIQUE REFERENCES "lottery_chances"("id") ON DELETE CASCADE,
  	"prize_id" varchar(64),
  	"prize" jsonb,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	UNIQUE ("seller_id", "request_id")
  );
  CREATE INDEX IF NOT EXISTS "lottery_draws_seller_idx" ON "lottery_draws" ("seller_id", "campaign_id", "id" DESC);
  CREATE INDEX IF NOT EXISTS "lottery_draws_winners_idx" ON "lottery_draws" ("campaign_id", "id" DESC) WHERE "prize_id" IS NOT NULL;
  CREATE TABLE IF NOT EXISTS "lottery_prize_awards" (
  	"campaign_id" integer NOT NULL REFERENCES "lottery_campaigns"("id") ON DELETE CASCADE,
  	"prize_id" varchar(64) NOT NULL,
  	"awarded" integer DEFAULT 0 NOT NULL CHECK ("awarded" >= 0),
  	PRIMARY KEY ("campaign_id", "prize_id")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "lottery_prize_awards";
  DROP TABLE IF EXISTS "lottery_draws";
  DROP TABLE IF EXISTS "lottery_chances";
  DROP TABLE IF EXISTS "lottery_invite_codes";`)
}
