import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_top_up_applications_kind" AS ENUM('goods', 'mall');
  CREATE TYPE "public"."enum_top_up_applications_status" AS ENUM('pending', 'handled');
  CREATE TABLE "top_up_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer NOT NULL,
  	"kind" "enum_top_up_applications_kind" NOT NULL,
  	"target" varchar NOT NULL,
  	"status" "enum_top_up_applications_status" DEFAULT 'pending' NOT NULL,
  	"handled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_image_windows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"link" varchar,
  	"show_address" numeric DEFAULT 1 NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_image_windows_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "top_up_applications_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "app_version_version" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "app_version_download_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "app_version_force_update" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "live_notice_starts_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "live_notice_ends_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "live_notice_link" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "app_version_notes" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "live_notice_title" varchar;
  ALTER TABLE "top_up_applications" ADD CONSTRAINT "top_up_applications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_image_windows" ADD CONSTRAINT "site_settings_image_windows_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_image_windows" ADD CONSTRAINT "site_settings_image_windows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_image_windows_locales" ADD CONSTRAINT "site_settings_image_windows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_image_windows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "top_up_applications_seller_idx" ON "top_up_applications" USING btree ("seller_id");
  CREATE INDEX "top_up_applications_status_idx" ON "top_up_applications" USING btree ("status");
  CREATE INDEX "top_up_applications_updated_at_idx" ON "top_up_applications" USING btree ("updated_at");
  CREATE INDEX "top_up_applications_created_at_idx" ON "top_up_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "seller_kind_target_idx" ON "top_up_applications" USING btree ("seller_id","kind","target");
  CREATE INDEX "site_settings_image_windows_order_idx" ON "site_settings_image_windows" USING btree ("_order");
  CREATE INDEX "site_settings_image_windows_parent_id_idx" ON "site_settings_image_windows" USING btree ("_parent_id");
  CREATE INDEX "site_settings_image_windows_image_idx" ON "site_settings_image_windows" USING btree ("image_id");
  CREATE UNIQUE INDEX "site_settings_image_windows_locales_locale_parent_id_unique" ON "site_settings_image_windows_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_top_up_applications_fk" FOREIGN KEY ("top_up_applications_id") REFERENCES "public"."top_up_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_top_up_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("top_up_applications_id");`);
}

export async function down({
  db,
  payload,
  req,
}: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "top_up_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_image_windows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_image_windows_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "top_up_applications" CASCADE;
  DROP TABLE "site_settings_image_windows" CASCADE;
  DROP TABLE "site_settings_image_windows_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_top_up_applications_fk";
  
  DROP INDEX "payload_locked_documents_rels_top_up_applications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "top_up_applications_id";
  ALTER TABLE "site_settings" DROP COLUMN "app_version_version";
  ALTER TABLE "site_settings" DROP COLUMN "app_version_download_url";
  ALTER TABLE "site_settings" DROP COLUMN "app_version_force_update";
  ALTER TABLE "site_settings" DROP COLUMN "live_notice_starts_at";
  ALTER TABLE "site_settings" DROP COLUMN "live_notice_ends_at";
  ALTER TABLE "site_settings" DROP COLUMN "live_notice_link";
  ALTER TABLE "site_settings_locales" DROP COLUMN "app_version_notes";
  ALTER TABLE "site_settings_locales" DROP COLUMN "live_notice_title";
  DROP TYPE "public"."enum_top_up_applications_kind";
  DROP TYPE "public"."enum_top_up_applications_status";`);
}
