import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles_locales" ADD COLUMN "author" varchar;
  ALTER TABLE "_articles_v_locales" ADD COLUMN "version_author" varchar;
  ALTER TABLE "lessons_locales" ADD COLUMN "lecturer" varchar;
  ALTER TABLE "_lessons_v_locales" ADD COLUMN "version_lecturer" varchar;
  -- Keep what editors wrote: the shared name becomes every language's name until translated.
  UPDATE "articles_locales" l SET "author" = p."author" FROM "articles" p WHERE l."_parent_id" = p."id";
  UPDATE "_articles_v_locales" l SET "version_author" = p."version_author" FROM "_articles_v" p WHERE l."_parent_id" = p."id";
  UPDATE "lessons_locales" l SET "lecturer" = p."lecturer" FROM "lessons" p WHERE l."_parent_id" = p."id";
  UPDATE "_lessons_v_locales" l SET "version_lecturer" = p."version_lecturer" FROM "_lessons_v" p WHERE l."_parent_id" = p."id";
  ALTER TABLE "articles" DROP COLUMN "author";
  ALTER TABLE "_articles_v" DROP COLUMN "version_author";
  ALTER TABLE "lessons" DROP COLUMN "lecturer";
  ALTER TABLE "_lessons_v" DROP COLUMN "version_lecturer";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ADD COLUMN "author" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_author" varchar;
  ALTER TABLE "lessons" ADD COLUMN "lecturer" varchar;
  ALTER TABLE "_lessons_v" ADD COLUMN "version_lecturer" varchar;
  UPDATE "articles" p SET "author" = l."author" FROM "articles_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'zh';
  UPDATE "_articles_v" p SET "version_author" = l."version_author" FROM "_articles_v_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'zh';
  UPDATE "lessons" p SET "lecturer" = l."lecturer" FROM "lessons_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'zh';
  UPDATE "_lessons_v" p SET "version_lecturer" = l."version_lecturer" FROM "_lessons_v_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'zh';
  ALTER TABLE "articles_locales" DROP COLUMN "author";
  ALTER TABLE "_articles_v_locales" DROP COLUMN "version_author";
  ALTER TABLE "lessons_locales" DROP COLUMN "lecturer";
  ALTER TABLE "_lessons_v_locales" DROP COLUMN "version_lecturer";`)
}
