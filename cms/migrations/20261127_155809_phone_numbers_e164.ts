import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every stored number becomes E.164: a mainland number's 11 digits get +86, so the same seller
 * logs in with the same number (typed as before) and keeps pending codes, limits and lockouts.
 * Exported for its test (tests/int/phone-migration.test.ts).
 */
export const phonesToE164 = sql`
   UPDATE "sellers" SET "phone" = '+86' || "phone" WHERE "phone" ~ '^1[0-9]{10}$';
   UPDATE "sms_codes" SET "phone" = '+86' || "phone" WHERE "phone" ~ '^1[0-9]{10}$';
   UPDATE "lottery_claims" SET "recipient_phone" = '+86' || "recipient_phone" WHERE "recipient_phone" ~ '^1[0-9]{10}$';
   UPDATE "login_attempts" SET "account" = '+86' || "account" WHERE "account" ~ '^1[0-9]{10}$';
   UPDATE "local_sms_outbox" SET "phone" = '+86' || "phone" WHERE "phone" ~ '^1[0-9]{10}$';
   UPDATE "rate_limits" SET "key" = regexp_replace("key", '^(sms[A-Za-z]+):(1[0-9]{10})$', '\\1:+86\\2') WHERE "key" ~ '^sms[A-Za-z]+:1[0-9]{10}$';`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_phone_countries" AS ENUM('CN', 'HK', 'MO', 'TW', 'RU', 'KZ', 'BY', 'UZ', 'KG', 'TJ', 'TM', 'AM', 'AZ', 'GE', 'MD', 'MN', 'TR', 'KR', 'JP', 'VN', 'TH', 'MY', 'SG', 'ID', 'IN', 'AE', 'US', 'GB', 'DE');
  CREATE TABLE "site_settings_phone_countries" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_phone_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "site_settings_phone_countries" ADD CONSTRAINT "site_settings_phone_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_phone_countries_order_idx" ON "site_settings_phone_countries" USING btree ("order");
  CREATE INDEX "site_settings_phone_countries_parent_idx" ON "site_settings_phone_countries" USING btree ("parent_id");`)
  // The settings saved before this field existed get its default: China and Ozon's own markets.
  await db.execute(sql`
   INSERT INTO "site_settings_phone_countries" ("order", "parent_id", "value")
   SELECT c.ord, s.id, c.value::"enum_site_settings_phone_countries"
   FROM "site_settings" s, (VALUES (1, 'CN'), (2, 'RU'), (3, 'KZ'), (4, 'BY'), (5, 'UZ')) AS c(ord, value);`)
  await db.execute(phonesToE164)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Mainland numbers back to 11 digits; numbers of other countries cannot be written that way and stay.
  await db.execute(sql`
   UPDATE "sellers" SET "phone" = substr("phone", 4) WHERE "phone" ~ '^\\+861[0-9]{10}$';
   UPDATE "sms_codes" SET "phone" = substr("phone", 4) WHERE "phone" ~ '^\\+861[0-9]{10}$';
   UPDATE "lottery_claims" SET "recipient_phone" = substr("recipient_phone", 4) WHERE "recipient_phone" ~ '^\\+861[0-9]{10}$';
   UPDATE "login_attempts" SET "account" = substr("account", 4) WHERE "account" ~ '^\\+861[0-9]{10}$';
   UPDATE "local_sms_outbox" SET "phone" = substr("phone", 4) WHERE "phone" ~ '^\\+861[0-9]{10}$';
   UPDATE "rate_limits" SET "key" = regexp_replace("key", '^(sms[A-Za-z]+):\\+86(1[0-9]{10})$', '\\1:\\2') WHERE "key" ~ '^sms[A-Za-z]+:\\+861[0-9]{10}$';`)
  await db.execute(sql`
   DROP TABLE "site_settings_phone_countries" CASCADE;
  DROP TYPE "public"."enum_site_settings_phone_countries";`)
}
