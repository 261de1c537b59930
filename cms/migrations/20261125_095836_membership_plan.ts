import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sellers_membership_plan_code" AS ENUM('4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '114', '115', '116', '16', '50', '51', '117');
  ALTER TABLE "sellers" ADD COLUMN "membership_plan_code" "enum_sellers_membership_plan_code";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sellers" DROP COLUMN "membership_plan_code";
  DROP TYPE "public"."enum_sellers_membership_plan_code";`)
}
