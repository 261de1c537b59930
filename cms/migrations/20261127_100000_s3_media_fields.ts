import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The fields @payloadcms/plugin-cloud-storage adds to the upload collections (src/server/cms/media-storage.ts),
// present with or without S3 so that both run on one schema. Existing rows keep an empty prefix:
// their objects are found under the collection's folder.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "seller_uploads" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "seller_uploads" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "seller_uploads" DROP COLUMN "prefix";
  ALTER TABLE "seller_uploads" DROP COLUMN "_objectkey";`)
}
