import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "distribution_channels" ALTER COLUMN "app_id" SET DEFAULT 'ozon';
  ALTER TABLE "coupons" ALTER COLUMN "app_id" SET DEFAULT 'ozon';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "distribution_channels" ALTER COLUMN "app_id" SET DEFAULT 'ddqbt';
  ALTER TABLE "coupons" ALTER COLUMN "app_id" SET DEFAULT 'ddqbt';`)
}
