import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Sub-accounts (src/server/user/sub-accounts.ts, declared in src/server/db/tables.ts): a main
// seller's team members, each another registered seller who accepted the invitation (accepted_at);
// a session records the membership it acts for (seller_sessions.sub_account), chosen at login
// (spec section 4 account_select). Also the index attribution's eventKeyExists looks signup and
// identify events up by (src/server/attribution/repository.ts).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "seller_sub_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"main_seller_id" integer NOT NULL,
  	"member_seller_id" integer NOT NULL,
  	"label" varchar(40),
  	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  	"accepted_at" timestamp (3) with time zone,
  	CONSTRAINT "seller_sub_accounts_main_seller_id_member_seller_id_key" UNIQUE("main_seller_id","member_seller_id"),
  	CONSTRAINT "seller_sub_accounts_check" CHECK ("seller_sub_accounts"."main_seller_id" <> "seller_sub_accounts"."member_seller_id")
  );
  
  ALTER TABLE "seller_sessions" ADD COLUMN "sub_account" numeric;
  ALTER TABLE "seller_sub_accounts" ADD CONSTRAINT "seller_sub_accounts_main_seller_id_fkey" FOREIGN KEY ("main_seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seller_sub_accounts" ADD CONSTRAINT "seller_sub_accounts_member_seller_id_fkey" FOREIGN KEY ("member_seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "seller_sub_accounts_member_idx" ON "seller_sub_accounts" USING btree ("member_seller_id");
  CREATE INDEX "analytics_events_key_idx" ON "analytics_events" USING btree ("name","detail") WHERE "analytics_events"."name" IN ('signup', 'identify');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "seller_sub_accounts" CASCADE;
  DROP INDEX "analytics_events_key_idx";
  ALTER TABLE "seller_sessions" DROP COLUMN "sub_account";`)
}
