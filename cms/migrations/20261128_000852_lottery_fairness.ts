import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The lottery's commitments (src/server/lottery/fairness.ts, declared in src/server/db/tables.ts):
// one per campaign with its sealed seed, frozen prize table, public digests and the last sequence
// number a draw took; each draw records its sequence number and the seller's public player id.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lottery_commitments" (
  	"campaign_id" integer PRIMARY KEY NOT NULL,
  	"sealed_seed" varchar(200) NOT NULL,
  	"prize_table" jsonb NOT NULL,
  	"table_digest" varchar(64) NOT NULL,
  	"commitment" varchar(64) NOT NULL,
  	"last_sequence" integer DEFAULT 0 NOT NULL,
  	"committed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "lottery_draws" ADD COLUMN "sequence" integer;
  ALTER TABLE "lottery_draws" ADD COLUMN "player" varchar(32);
  ALTER TABLE "lottery_commitments" ADD CONSTRAINT "lottery_commitments_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "public"."lottery_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "lottery_draws_sequence_key" ON "lottery_draws" USING btree ("campaign_id","sequence");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lottery_commitments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lottery_commitments" CASCADE;
  DROP INDEX "lottery_draws_sequence_key";
  ALTER TABLE "lottery_draws" DROP COLUMN "sequence";
  ALTER TABLE "lottery_draws" DROP COLUMN "player";`)
}
