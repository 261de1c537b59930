import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sellers" ADD COLUMN "phone_masked" varchar;
  ALTER TABLE "lottery_campaigns" ADD COLUMN "chances_max_invites" numeric DEFAULT 10;
  ALTER TABLE "lottery_campaigns" ADD COLUMN "chances_invites_per_address_daily" numeric DEFAULT 3;
  ALTER TABLE "_lottery_campaigns_v" ADD COLUMN "version_chances_max_invites" numeric DEFAULT 10;
  ALTER TABLE "_lottery_campaigns_v" ADD COLUMN "version_chances_invites_per_address_daily" numeric DEFAULT 3;
  CREATE INDEX "sellers_phone_masked_idx" ON "sellers" USING btree ("phone_masked");`)
  // Existing sellers: the same mask as maskPhone() (138****8000), which the field's hook keeps from now on.
  await db.execute(sql`
   UPDATE "sellers" SET "phone_masked" = CASE WHEN length("phone") > 7 THEN left("phone", 3) || '****' || right("phone", 4) ELSE "phone" END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "sellers_phone_masked_idx";
  ALTER TABLE "sellers" DROP COLUMN "phone_masked";
  ALTER TABLE "lottery_campaigns" DROP COLUMN "chances_max_invites";
  ALTER TABLE "lottery_campaigns" DROP COLUMN "chances_invites_per_address_daily";
  ALTER TABLE "_lottery_campaigns_v" DROP COLUMN "version_chances_max_invites";
  ALTER TABLE "_lottery_campaigns_v" DROP COLUMN "version_chances_invites_per_address_daily";`)
}
