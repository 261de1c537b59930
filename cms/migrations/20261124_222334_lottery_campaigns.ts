import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lottery_campaigns_prizes_kind" AS ENUM('physical', 'membership', 'coupon');
  CREATE TYPE "public"."enum_lottery_campaigns_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__lottery_campaigns_v_version_prizes_kind" AS ENUM('physical', 'membership', 'coupon');
  CREATE TYPE "public"."enum__lottery_campaigns_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__lottery_campaigns_v_published_locale" AS ENUM('zh', 'en', 'ru');
  CREATE TYPE "public"."enum_lottery_claims_status" AS ENUM('pending', 'shipped');
  CREATE TABLE "lottery_campaigns_prizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"kind" "enum_lottery_campaigns_prizes_kind" DEFAULT 'physical',
  	"membership_days" numeric,
  	"coupon_code" varchar,
  	"stock" numeric DEFAULT 10,
  	"weight" numeric DEFAULT 10
  );
  
  CREATE TABLE "lottery_campaigns_prizes_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "lottery_campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"activity_id" numeric,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"banner_id" integer,
  	"chances_per_registration" numeric DEFAULT 1,
  	"chances_per_invite" numeric DEFAULT 1,
  	"chances_daily" numeric DEFAULT 0,
  	"no_prize_weight" numeric DEFAULT 50,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_lottery_campaigns_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "lottery_campaigns_locales" (
  	"title" varchar,
  	"rules" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_lottery_campaigns_v_version_prizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"kind" "enum__lottery_campaigns_v_version_prizes_kind" DEFAULT 'physical',
  	"membership_days" numeric,
  	"coupon_code" varchar,
  	"stock" numeric DEFAULT 10,
  	"weight" numeric DEFAULT 10,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_lottery_campaigns_v_version_prizes_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_lottery_campaigns_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_activity_id" numeric,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_banner_id" integer,
  	"version_chances_per_registration" numeric DEFAULT 1,
  	"version_chances_per_invite" numeric DEFAULT 1,
  	"version_chances_daily" numeric DEFAULT 0,
  	"version_no_prize_weight" numeric DEFAULT 50,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__lottery_campaigns_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__lottery_campaigns_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_lottery_campaigns_v_locales" (
  	"version_title" varchar,
  	"version_rules" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "lottery_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"draw_id" numeric NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"seller_id" integer NOT NULL,
  	"prize_name" varchar NOT NULL,
  	"recipient_name" varchar NOT NULL,
  	"recipient_phone" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"status" "enum_lottery_claims_status" DEFAULT 'pending' NOT NULL,
  	"tracking_number" varchar,
  	"shipped_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lottery_campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lottery_claims_id" integer;
  ALTER TABLE "lottery_campaigns_prizes" ADD CONSTRAINT "lottery_campaigns_prizes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lottery_campaigns_prizes" ADD CONSTRAINT "lottery_campaigns_prizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lottery_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lottery_campaigns_prizes_locales" ADD CONSTRAINT "lottery_campaigns_prizes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lottery_campaigns_prizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lottery_campaigns" ADD CONSTRAINT "lottery_campaigns_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lottery_campaigns_locales" ADD CONSTRAINT "lottery_campaigns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lottery_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_lottery_campaigns_v_version_prizes" ADD CONSTRAINT "_lottery_campaigns_v_version_prizes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_lottery_campaigns_v_version_prizes" ADD CONSTRAINT "_lottery_campaigns_v_version_prizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_lottery_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_lottery_campaigns_v_version_prizes_locales" ADD CONSTRAINT "_lottery_campaigns_v_version_prizes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_lottery_campaigns_v_version_prizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_lottery_campaigns_v" ADD CONSTRAINT "_lottery_campaigns_v_parent_id_lottery_campaigns_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lottery_campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_lottery_campaigns_v" ADD CONSTRAINT "_lottery_campaigns_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_lottery_campaigns_v_locales" ADD CONSTRAINT "_lottery_campaigns_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_lottery_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lottery_claims" ADD CONSTRAINT "lottery_claims_campaign_id_lottery_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."lottery_campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lottery_claims" ADD CONSTRAINT "lottery_claims_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lottery_campaigns_prizes_order_idx" ON "lottery_campaigns_prizes" USING btree ("_order");
  CREATE INDEX "lottery_campaigns_prizes_parent_id_idx" ON "lottery_campaigns_prizes" USING btree ("_parent_id");
  CREATE INDEX "lottery_campaigns_prizes_image_idx" ON "lottery_campaigns_prizes" USING btree ("image_id");
  CREATE UNIQUE INDEX "lottery_campaigns_prizes_locales_locale_parent_id_unique" ON "lottery_campaigns_prizes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "lottery_campaigns_activity_id_idx" ON "lottery_campaigns" USING btree ("activity_id");
  CREATE INDEX "lottery_campaigns_starts_at_idx" ON "lottery_campaigns" USING btree ("starts_at");
  CREATE INDEX "lottery_campaigns_banner_idx" ON "lottery_campaigns" USING btree ("banner_id");
  CREATE INDEX "lottery_campaigns_updated_at_idx" ON "lottery_campaigns" USING btree ("updated_at");
  CREATE INDEX "lottery_campaigns_created_at_idx" ON "lottery_campaigns" USING btree ("created_at");
  CREATE INDEX "lottery_campaigns__status_idx" ON "lottery_campaigns" USING btree ("_status");
  CREATE UNIQUE INDEX "lottery_campaigns_locales_locale_parent_id_unique" ON "lottery_campaigns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_lottery_campaigns_v_version_prizes_order_idx" ON "_lottery_campaigns_v_version_prizes" USING btree ("_order");
  CREATE INDEX "_lottery_campaigns_v_version_prizes_parent_id_idx" ON "_lottery_campaigns_v_version_prizes" USING btree ("_parent_id");
  CREATE INDEX "_lottery_campaigns_v_version_prizes_image_idx" ON "_lottery_campaigns_v_version_prizes" USING btree ("image_id");
  CREATE UNIQUE INDEX "_lottery_campaigns_v_version_prizes_locales_locale_parent_id" ON "_lottery_campaigns_v_version_prizes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_lottery_campaigns_v_parent_idx" ON "_lottery_campaigns_v" USING btree ("parent_id");
  CREATE INDEX "_lottery_campaigns_v_version_version_activity_id_idx" ON "_lottery_campaigns_v" USING btree ("version_activity_id");
  CREATE INDEX "_lottery_campaigns_v_version_version_starts_at_idx" ON "_lottery_campaigns_v" USING btree ("version_starts_at");
  CREATE INDEX "_lottery_campaigns_v_version_version_banner_idx" ON "_lottery_campaigns_v" USING btree ("version_banner_id");
  CREATE INDEX "_lottery_campaigns_v_version_version_updated_at_idx" ON "_lottery_campaigns_v" USING btree ("version_updated_at");
  CREATE INDEX "_lottery_campaigns_v_version_version_created_at_idx" ON "_lottery_campaigns_v" USING btree ("version_created_at");
  CREATE INDEX "_lottery_campaigns_v_version_version__status_idx" ON "_lottery_campaigns_v" USING btree ("version__status");
  CREATE INDEX "_lottery_campaigns_v_created_at_idx" ON "_lottery_campaigns_v" USING btree ("created_at");
  CREATE INDEX "_lottery_campaigns_v_updated_at_idx" ON "_lottery_campaigns_v" USING btree ("updated_at");
  CREATE INDEX "_lottery_campaigns_v_snapshot_idx" ON "_lottery_campaigns_v" USING btree ("snapshot");
  CREATE INDEX "_lottery_campaigns_v_published_locale_idx" ON "_lottery_campaigns_v" USING btree ("published_locale");
  CREATE INDEX "_lottery_campaigns_v_latest_idx" ON "_lottery_campaigns_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_lottery_campaigns_v_locales_locale_parent_id_unique" ON "_lottery_campaigns_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "lottery_claims_draw_id_idx" ON "lottery_claims" USING btree ("draw_id");
  CREATE INDEX "lottery_claims_campaign_idx" ON "lottery_claims" USING btree ("campaign_id");
  CREATE INDEX "lottery_claims_seller_idx" ON "lottery_claims" USING btree ("seller_id");
  CREATE INDEX "lottery_claims_status_idx" ON "lottery_claims" USING btree ("status");
  CREATE INDEX "lottery_claims_updated_at_idx" ON "lottery_claims" USING btree ("updated_at");
  CREATE INDEX "lottery_claims_created_at_idx" ON "lottery_claims" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lottery_campaigns_fk" FOREIGN KEY ("lottery_campaigns_id") REFERENCES "public"."lottery_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lottery_claims_fk" FOREIGN KEY ("lottery_claims_id") REFERENCES "public"."lottery_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lottery_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("lottery_campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_lottery_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("lottery_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lottery_campaigns_prizes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lottery_campaigns_prizes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lottery_campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lottery_campaigns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_lottery_campaigns_v_version_prizes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_lottery_campaigns_v_version_prizes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_lottery_campaigns_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_lottery_campaigns_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lottery_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lottery_campaigns_prizes" CASCADE;
  DROP TABLE "lottery_campaigns_prizes_locales" CASCADE;
  DROP TABLE "lottery_campaigns" CASCADE;
  DROP TABLE "lottery_campaigns_locales" CASCADE;
  DROP TABLE "_lottery_campaigns_v_version_prizes" CASCADE;
  DROP TABLE "_lottery_campaigns_v_version_prizes_locales" CASCADE;
  DROP TABLE "_lottery_campaigns_v" CASCADE;
  DROP TABLE "_lottery_campaigns_v_locales" CASCADE;
  DROP TABLE "lottery_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lottery_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lottery_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_lottery_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_lottery_claims_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lottery_campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lottery_claims_id";
  DROP TYPE "public"."enum_lottery_campaigns_prizes_kind";
  DROP TYPE "public"."enum_lottery_campaigns_status";
  DROP TYPE "public"."enum__lottery_campaigns_v_version_prizes_kind";
  DROP TYPE "public"."enum__lottery_campaigns_v_version_status";
  DROP TYPE "public"."enum__lottery_campaigns_v_published_locale";
  DROP TYPE "public"."enum_lottery_claims_status";`)
}
