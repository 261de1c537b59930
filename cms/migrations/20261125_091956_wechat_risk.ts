import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sellers_risk_code" AS ENUM('90001', '90002', '90003', '90004', '90005', '90006', '90007', '90008', '70001', '70002');
  ALTER TYPE "public"."enum_sellers_attribution_registered_via" ADD VALUE 'wechat';
  ALTER TABLE "sellers" ADD COLUMN "risk_code" "enum_sellers_risk_code";
  ALTER TABLE "sellers" ADD COLUMN "wechat_union_id" varchar;
  ALTER TABLE "sellers" ADD COLUMN "wechat_open_id" varchar;
  ALTER TABLE "sellers" ADD COLUMN "wechat_nickname" varchar;
  ALTER TABLE "sellers" ADD COLUMN "wechat_avatar" varchar;
  ALTER TABLE "sellers" ADD COLUMN "wechat_bound_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "sellers_wechat_wechat_union_id_idx" ON "sellers" USING btree ("wechat_union_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sellers" ALTER COLUMN "attribution_registered_via" SET DATA TYPE text;
  DROP TYPE "public"."enum_sellers_attribution_registered_via";
  CREATE TYPE "public"."enum_sellers_attribution_registered_via" AS ENUM('register', 'sms-login');
  ALTER TABLE "sellers" ALTER COLUMN "attribution_registered_via" SET DATA TYPE "public"."enum_sellers_attribution_registered_via" USING "attribution_registered_via"::"public"."enum_sellers_attribution_registered_via";
  DROP INDEX "sellers_wechat_wechat_union_id_idx";
  ALTER TABLE "sellers" DROP COLUMN "risk_code";
  ALTER TABLE "sellers" DROP COLUMN "wechat_union_id";
  ALTER TABLE "sellers" DROP COLUMN "wechat_open_id";
  ALTER TABLE "sellers" DROP COLUMN "wechat_nickname";
  ALTER TABLE "sellers" DROP COLUMN "wechat_avatar";
  ALTER TABLE "sellers" DROP COLUMN "wechat_bound_at";
  DROP TYPE "public"."enum_sellers_risk_code";`)
}
