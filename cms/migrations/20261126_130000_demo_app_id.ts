import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Data only (the schema snapshot is unchanged): the seeded demo channel (url code demo-partner)
// and coupon (NEWCOMER50) were made with the appId 'ddqbt', while the client sends 'ozon'
// (APP_NAME). The seed now writes 'ozon' but never overwrites rows that exist, so this updates the
// demo rows of databases seeded before; rows a marketer made or changed keep their appId.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "distribution_channels" SET "app_id" = 'ozon' WHERE "url_code" = 'demo-partner' AND "app_id" = 'ddqbt';
  UPDATE "coupons" SET "app_id" = 'ozon' WHERE "coupon_id" = 'NEWCOMER50' AND "app_id" = 'ddqbt';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "distribution_channels" SET "app_id" = 'ddqbt' WHERE "url_code" = 'demo-partner' AND "app_id" = 'ozon';
  UPDATE "coupons" SET "app_id" = 'ddqbt' WHERE "coupon_id" = 'NEWCOMER50' AND "app_id" = 'ozon';`)
}
