import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promotions_blocks_hero_primary_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum_promotions_blocks_hero_secondary_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum_promotions_blocks_feature_grid_features_icon" AS ENUM('chart', 'search', 'bolt', 'shield', 'globe', 'users', 'star', 'box');
  CREATE TYPE "public"."enum_promotions_blocks_media_block_kind" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_promotions_blocks_pricing_teaser_plans_action_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum_promotions_blocks_registration_form_mode" AS ENUM('sms', 'password');
  CREATE TYPE "public"."enum_promotions_blocks_call_to_action_primary_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum_promotions_blocks_call_to_action_secondary_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum_promotions_format" AS ENUM('desktop', 'mobile');
  CREATE TYPE "public"."enum_promotions_success_action_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_blocks_hero_primary_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum__promotions_v_blocks_hero_secondary_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum__promotions_v_blocks_feature_grid_features_icon" AS ENUM('chart', 'search', 'bolt', 'shield', 'globe', 'users', 'star', 'box');
  CREATE TYPE "public"."enum__promotions_v_blocks_media_block_kind" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum__promotions_v_blocks_pricing_teaser_plans_action_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum__promotions_v_blocks_registration_form_mode" AS ENUM('sms', 'password');
  CREATE TYPE "public"."enum__promotions_v_blocks_call_to_action_primary_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum__promotions_v_blocks_call_to_action_secondary_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum__promotions_v_version_format" AS ENUM('desktop', 'mobile');
  CREATE TYPE "public"."enum__promotions_v_version_success_action_kind" AS ENUM('register', 'login', 'link');
  CREATE TYPE "public"."enum__promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promotions_v_published_locale" AS ENUM('zh', 'en', 'ru');
  CREATE TABLE "promotions_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_kind" "enum_promotions_blocks_hero_primary_kind" DEFAULT 'register',
  	"primary_href" varchar,
  	"secondary_kind" "enum_promotions_blocks_hero_secondary_kind" DEFAULT 'register',
  	"secondary_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_hero_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_feature_grid_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_promotions_blocks_feature_grid_features_icon" DEFAULT 'chart'
  );
  
  CREATE TABLE "promotions_blocks_feature_grid_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_promotions_blocks_media_block_kind" DEFAULT 'image',
  	"image_id" integer,
  	"video_id" integer,
  	"video_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_media_block_locales" (
  	"heading" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_testimonials_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"avatar_id" integer
  );
  
  CREATE TABLE "promotions_blocks_testimonials_quotes_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_pricing_teaser_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"highlighted" boolean DEFAULT false,
  	"action_kind" "enum_promotions_blocks_pricing_teaser_plans_action_kind" DEFAULT 'register',
  	"action_href" varchar
  );
  
  CREATE TABLE "promotions_blocks_pricing_teaser_plans_locales" (
  	"name" varchar,
  	"price" varchar,
  	"period" varchar,
  	"points" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_pricing_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_pricing_teaser_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_qr_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"qr_id" integer,
  	"wechat_id" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_qr_contact_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_registration_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_promotions_blocks_registration_form_mode" DEFAULT 'sms',
  	"activity" boolean DEFAULT false,
  	"activity_id" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_registration_form_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"primary_kind" "enum_promotions_blocks_call_to_action_primary_kind" DEFAULT 'register',
  	"primary_href" varchar,
  	"secondary_kind" "enum_promotions_blocks_call_to_action_secondary_kind" DEFAULT 'register',
  	"secondary_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "promotions_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"format" "enum_promotions_format" DEFAULT 'desktop',
  	"head_logo_id" integer,
  	"head_link" varchar,
  	"success_action_kind" "enum_promotions_success_action_kind" DEFAULT 'register',
  	"success_action_href" varchar,
  	"campaign_code" varchar,
  	"campaign_utm_source" varchar,
  	"campaign_utm_medium" varchar,
  	"campaign_channel_id" integer,
  	"seo_og_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_promotions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "promotions_locales" (
  	"title" varchar,
  	"head_logo_title" varchar,
  	"head_login_label" varchar,
  	"success_title" varchar,
  	"success_text" varchar,
  	"success_action_label" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"primary_kind" "enum__promotions_v_blocks_hero_primary_kind" DEFAULT 'register',
  	"primary_href" varchar,
  	"secondary_kind" "enum__promotions_v_blocks_hero_secondary_kind" DEFAULT 'register',
  	"secondary_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_hero_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_feature_grid_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__promotions_v_blocks_feature_grid_features_icon" DEFAULT 'chart',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_feature_grid_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__promotions_v_blocks_media_block_kind" DEFAULT 'image',
  	"image_id" integer,
  	"video_id" integer,
  	"video_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_media_block_locales" (
  	"heading" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_testimonials_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"avatar_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_testimonials_quotes_locales" (
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_pricing_teaser_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"highlighted" boolean DEFAULT false,
  	"action_kind" "enum__promotions_v_blocks_pricing_teaser_plans_action_kind" DEFAULT 'register',
  	"action_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_pricing_teaser_plans_locales" (
  	"name" varchar,
  	"price" varchar,
  	"period" varchar,
  	"points" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_pricing_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_pricing_teaser_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_qr_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"qr_id" integer,
  	"wechat_id" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_qr_contact_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_registration_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum__promotions_v_blocks_registration_form_mode" DEFAULT 'sms',
  	"activity" boolean DEFAULT false,
  	"activity_id" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_registration_form_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"primary_kind" "enum__promotions_v_blocks_call_to_action_primary_kind" DEFAULT 'register',
  	"primary_href" varchar,
  	"secondary_kind" "enum__promotions_v_blocks_call_to_action_secondary_kind" DEFAULT 'register',
  	"secondary_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"secondary_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_promotions_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_format" "enum__promotions_v_version_format" DEFAULT 'desktop',
  	"version_head_logo_id" integer,
  	"version_head_link" varchar,
  	"version_success_action_kind" "enum__promotions_v_version_success_action_kind" DEFAULT 'register',
  	"version_success_action_href" varchar,
  	"version_campaign_code" varchar,
  	"version_campaign_utm_source" varchar,
  	"version_campaign_utm_medium" varchar,
  	"version_campaign_channel_id" integer,
  	"version_seo_og_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__promotions_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_promotions_v_locales" (
  	"version_title" varchar,
  	"version_head_logo_title" varchar,
  	"version_head_login_label" varchar,
  	"version_success_title" varchar,
  	"version_success_text" varchar,
  	"version_success_action_label" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "distribution_channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url_code" varchar NOT NULL,
  	"app_id" varchar DEFAULT 'ddqbt' NOT NULL,
  	"channel_type" numeric NOT NULL,
  	"active" boolean DEFAULT true,
  	"organ_contact_name" varchar,
  	"organ_contact_phone" varchar,
  	"organ_wechat_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "distribution_channels_locales" (
  	"organ_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"coupon_id" varchar NOT NULL,
  	"app_id" varchar DEFAULT 'ddqbt' NOT NULL,
  	"face_value" numeric NOT NULL,
  	"min_spend" numeric DEFAULT 0,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_to" timestamp(3) with time zone NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "sellers" ADD COLUMN "distribution_channel_id" integer;
  ALTER TABLE "sellers" ADD COLUMN "attribution_first_touch" jsonb;
  ALTER TABLE "sellers" ADD COLUMN "attribution_last_touch" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promotions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "distribution_channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupons_id" integer;
  ALTER TABLE "promotions_blocks_hero" ADD CONSTRAINT "promotions_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_blocks_hero" ADD CONSTRAINT "promotions_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_hero_locales" ADD CONSTRAINT "promotions_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_feature_grid_features" ADD CONSTRAINT "promotions_blocks_feature_grid_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_feature_grid_features_locales" ADD CONSTRAINT "promotions_blocks_feature_grid_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_feature_grid_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_feature_grid" ADD CONSTRAINT "promotions_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_feature_grid_locales" ADD CONSTRAINT "promotions_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_media_block" ADD CONSTRAINT "promotions_blocks_media_block_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_blocks_media_block" ADD CONSTRAINT "promotions_blocks_media_block_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_blocks_media_block" ADD CONSTRAINT "promotions_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_media_block_locales" ADD CONSTRAINT "promotions_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_testimonials_quotes" ADD CONSTRAINT "promotions_blocks_testimonials_quotes_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_blocks_testimonials_quotes" ADD CONSTRAINT "promotions_blocks_testimonials_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_testimonials_quotes_locales" ADD CONSTRAINT "promotions_blocks_testimonials_quotes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_testimonials_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_testimonials" ADD CONSTRAINT "promotions_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_testimonials_locales" ADD CONSTRAINT "promotions_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_pricing_teaser_plans" ADD CONSTRAINT "promotions_blocks_pricing_teaser_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_pricing_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_pricing_teaser_plans_locales" ADD CONSTRAINT "promotions_blocks_pricing_teaser_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_pricing_teaser_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_pricing_teaser" ADD CONSTRAINT "promotions_blocks_pricing_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_pricing_teaser_locales" ADD CONSTRAINT "promotions_blocks_pricing_teaser_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_pricing_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_faq_items" ADD CONSTRAINT "promotions_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_faq_items_locales" ADD CONSTRAINT "promotions_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_faq" ADD CONSTRAINT "promotions_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_faq_locales" ADD CONSTRAINT "promotions_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_qr_contact" ADD CONSTRAINT "promotions_blocks_qr_contact_qr_id_media_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_blocks_qr_contact" ADD CONSTRAINT "promotions_blocks_qr_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_qr_contact_locales" ADD CONSTRAINT "promotions_blocks_qr_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_qr_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_registration_form" ADD CONSTRAINT "promotions_blocks_registration_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_registration_form_locales" ADD CONSTRAINT "promotions_blocks_registration_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_registration_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_call_to_action" ADD CONSTRAINT "promotions_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_call_to_action_locales" ADD CONSTRAINT "promotions_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_rich_text" ADD CONSTRAINT "promotions_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_blocks_rich_text_locales" ADD CONSTRAINT "promotions_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_head_logo_id_media_id_fk" FOREIGN KEY ("head_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_campaign_channel_id_distribution_channels_id_fk" FOREIGN KEY ("campaign_channel_id") REFERENCES "public"."distribution_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_seo_og_image_id_media_id_fk" FOREIGN KEY ("seo_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_locales" ADD CONSTRAINT "promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_hero" ADD CONSTRAINT "_promotions_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_hero" ADD CONSTRAINT "_promotions_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_hero_locales" ADD CONSTRAINT "_promotions_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_feature_grid_features" ADD CONSTRAINT "_promotions_v_blocks_feature_grid_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_feature_grid_features_locales" ADD CONSTRAINT "_promotions_v_blocks_feature_grid_features_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_feature_grid_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_feature_grid" ADD CONSTRAINT "_promotions_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_feature_grid_locales" ADD CONSTRAINT "_promotions_v_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_media_block" ADD CONSTRAINT "_promotions_v_blocks_media_block_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_media_block" ADD CONSTRAINT "_promotions_v_blocks_media_block_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_media_block" ADD CONSTRAINT "_promotions_v_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_media_block_locales" ADD CONSTRAINT "_promotions_v_blocks_media_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_media_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_testimonials_quotes" ADD CONSTRAINT "_promotions_v_blocks_testimonials_quotes_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_testimonials_quotes" ADD CONSTRAINT "_promotions_v_blocks_testimonials_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_testimonials_quotes_locales" ADD CONSTRAINT "_promotions_v_blocks_testimonials_quotes_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_testimonials_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_testimonials" ADD CONSTRAINT "_promotions_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_testimonials_locales" ADD CONSTRAINT "_promotions_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_pricing_teaser_plans" ADD CONSTRAINT "_promotions_v_blocks_pricing_teaser_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_pricing_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_pricing_teaser_plans_locales" ADD CONSTRAINT "_promotions_v_blocks_pricing_teaser_plans_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_pricing_teaser_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_pricing_teaser" ADD CONSTRAINT "_promotions_v_blocks_pricing_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_pricing_teaser_locales" ADD CONSTRAINT "_promotions_v_blocks_pricing_teaser_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_pricing_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_faq_items" ADD CONSTRAINT "_promotions_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_faq_items_locales" ADD CONSTRAINT "_promotions_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_faq" ADD CONSTRAINT "_promotions_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_faq_locales" ADD CONSTRAINT "_promotions_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_qr_contact" ADD CONSTRAINT "_promotions_v_blocks_qr_contact_qr_id_media_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_qr_contact" ADD CONSTRAINT "_promotions_v_blocks_qr_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_qr_contact_locales" ADD CONSTRAINT "_promotions_v_blocks_qr_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_qr_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_registration_form" ADD CONSTRAINT "_promotions_v_blocks_registration_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_registration_form_locales" ADD CONSTRAINT "_promotions_v_blocks_registration_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_registration_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_call_to_action" ADD CONSTRAINT "_promotions_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_call_to_action_locales" ADD CONSTRAINT "_promotions_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_rich_text" ADD CONSTRAINT "_promotions_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_blocks_rich_text_locales" ADD CONSTRAINT "_promotions_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_head_logo_id_media_id_fk" FOREIGN KEY ("version_head_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_campaign_channel_id_distribution_channels_id_fk" FOREIGN KEY ("version_campaign_channel_id") REFERENCES "public"."distribution_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_seo_og_image_id_media_id_fk" FOREIGN KEY ("version_seo_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v_locales" ADD CONSTRAINT "_promotions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distribution_channels_locales" ADD CONSTRAINT "distribution_channels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."distribution_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coupons_locales" ADD CONSTRAINT "coupons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "promotions_blocks_hero_order_idx" ON "promotions_blocks_hero" USING btree ("_order");
  CREATE INDEX "promotions_blocks_hero_parent_id_idx" ON "promotions_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_hero_path_idx" ON "promotions_blocks_hero" USING btree ("_path");
  CREATE INDEX "promotions_blocks_hero_image_idx" ON "promotions_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "promotions_blocks_hero_locales_locale_parent_id_unique" ON "promotions_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_feature_grid_features_order_idx" ON "promotions_blocks_feature_grid_features" USING btree ("_order");
  CREATE INDEX "promotions_blocks_feature_grid_features_parent_id_idx" ON "promotions_blocks_feature_grid_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "promotions_blocks_feature_grid_features_locales_locale_paren" ON "promotions_blocks_feature_grid_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_feature_grid_order_idx" ON "promotions_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "promotions_blocks_feature_grid_parent_id_idx" ON "promotions_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_feature_grid_path_idx" ON "promotions_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "promotions_blocks_feature_grid_locales_locale_parent_id_uniq" ON "promotions_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_media_block_order_idx" ON "promotions_blocks_media_block" USING btree ("_order");
  CREATE INDEX "promotions_blocks_media_block_parent_id_idx" ON "promotions_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_media_block_path_idx" ON "promotions_blocks_media_block" USING btree ("_path");
  CREATE INDEX "promotions_blocks_media_block_image_idx" ON "promotions_blocks_media_block" USING btree ("image_id");
  CREATE INDEX "promotions_blocks_media_block_video_idx" ON "promotions_blocks_media_block" USING btree ("video_id");
  CREATE UNIQUE INDEX "promotions_blocks_media_block_locales_locale_parent_id_uniqu" ON "promotions_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_testimonials_quotes_order_idx" ON "promotions_blocks_testimonials_quotes" USING btree ("_order");
  CREATE INDEX "promotions_blocks_testimonials_quotes_parent_id_idx" ON "promotions_blocks_testimonials_quotes" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_testimonials_quotes_avatar_idx" ON "promotions_blocks_testimonials_quotes" USING btree ("avatar_id");
  CREATE UNIQUE INDEX "promotions_blocks_testimonials_quotes_locales_locale_parent_" ON "promotions_blocks_testimonials_quotes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_testimonials_order_idx" ON "promotions_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "promotions_blocks_testimonials_parent_id_idx" ON "promotions_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_testimonials_path_idx" ON "promotions_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "promotions_blocks_testimonials_locales_locale_parent_id_uniq" ON "promotions_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_pricing_teaser_plans_order_idx" ON "promotions_blocks_pricing_teaser_plans" USING btree ("_order");
  CREATE INDEX "promotions_blocks_pricing_teaser_plans_parent_id_idx" ON "promotions_blocks_pricing_teaser_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "promotions_blocks_pricing_teaser_plans_locales_locale_parent" ON "promotions_blocks_pricing_teaser_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_pricing_teaser_order_idx" ON "promotions_blocks_pricing_teaser" USING btree ("_order");
  CREATE INDEX "promotions_blocks_pricing_teaser_parent_id_idx" ON "promotions_blocks_pricing_teaser" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_pricing_teaser_path_idx" ON "promotions_blocks_pricing_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "promotions_blocks_pricing_teaser_locales_locale_parent_id_un" ON "promotions_blocks_pricing_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_faq_items_order_idx" ON "promotions_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "promotions_blocks_faq_items_parent_id_idx" ON "promotions_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "promotions_blocks_faq_items_locales_locale_parent_id_unique" ON "promotions_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_faq_order_idx" ON "promotions_blocks_faq" USING btree ("_order");
  CREATE INDEX "promotions_blocks_faq_parent_id_idx" ON "promotions_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_faq_path_idx" ON "promotions_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "promotions_blocks_faq_locales_locale_parent_id_unique" ON "promotions_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_qr_contact_order_idx" ON "promotions_blocks_qr_contact" USING btree ("_order");
  CREATE INDEX "promotions_blocks_qr_contact_parent_id_idx" ON "promotions_blocks_qr_contact" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_qr_contact_path_idx" ON "promotions_blocks_qr_contact" USING btree ("_path");
  CREATE INDEX "promotions_blocks_qr_contact_qr_idx" ON "promotions_blocks_qr_contact" USING btree ("qr_id");
  CREATE UNIQUE INDEX "promotions_blocks_qr_contact_locales_locale_parent_id_unique" ON "promotions_blocks_qr_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_registration_form_order_idx" ON "promotions_blocks_registration_form" USING btree ("_order");
  CREATE INDEX "promotions_blocks_registration_form_parent_id_idx" ON "promotions_blocks_registration_form" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_registration_form_path_idx" ON "promotions_blocks_registration_form" USING btree ("_path");
  CREATE UNIQUE INDEX "promotions_blocks_registration_form_locales_locale_parent_id" ON "promotions_blocks_registration_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_call_to_action_order_idx" ON "promotions_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "promotions_blocks_call_to_action_parent_id_idx" ON "promotions_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_call_to_action_path_idx" ON "promotions_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "promotions_blocks_call_to_action_locales_locale_parent_id_un" ON "promotions_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "promotions_blocks_rich_text_order_idx" ON "promotions_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "promotions_blocks_rich_text_parent_id_idx" ON "promotions_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "promotions_blocks_rich_text_path_idx" ON "promotions_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "promotions_blocks_rich_text_locales_locale_parent_id_unique" ON "promotions_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "promotions_slug_idx" ON "promotions" USING btree ("slug");
  CREATE INDEX "promotions_head_head_logo_idx" ON "promotions" USING btree ("head_logo_id");
  CREATE INDEX "promotions_campaign_campaign_channel_idx" ON "promotions" USING btree ("campaign_channel_id");
  CREATE INDEX "promotions_seo_seo_og_image_idx" ON "promotions" USING btree ("seo_og_image_id");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "promotions__status_idx" ON "promotions" USING btree ("_status");
  CREATE UNIQUE INDEX "promotions_locales_locale_parent_id_unique" ON "promotions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_hero_order_idx" ON "_promotions_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_hero_parent_id_idx" ON "_promotions_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_hero_path_idx" ON "_promotions_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_promotions_v_blocks_hero_image_idx" ON "_promotions_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_promotions_v_blocks_hero_locales_locale_parent_id_unique" ON "_promotions_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_feature_grid_features_order_idx" ON "_promotions_v_blocks_feature_grid_features" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_feature_grid_features_parent_id_idx" ON "_promotions_v_blocks_feature_grid_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_promotions_v_blocks_feature_grid_features_locales_locale_pa" ON "_promotions_v_blocks_feature_grid_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_feature_grid_order_idx" ON "_promotions_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_feature_grid_parent_id_idx" ON "_promotions_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_feature_grid_path_idx" ON "_promotions_v_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_promotions_v_blocks_feature_grid_locales_locale_parent_id_u" ON "_promotions_v_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_media_block_order_idx" ON "_promotions_v_blocks_media_block" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_media_block_parent_id_idx" ON "_promotions_v_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_media_block_path_idx" ON "_promotions_v_blocks_media_block" USING btree ("_path");
  CREATE INDEX "_promotions_v_blocks_media_block_image_idx" ON "_promotions_v_blocks_media_block" USING btree ("image_id");
  CREATE INDEX "_promotions_v_blocks_media_block_video_idx" ON "_promotions_v_blocks_media_block" USING btree ("video_id");
  CREATE UNIQUE INDEX "_promotions_v_blocks_media_block_locales_locale_parent_id_un" ON "_promotions_v_blocks_media_block_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_testimonials_quotes_order_idx" ON "_promotions_v_blocks_testimonials_quotes" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_testimonials_quotes_parent_id_idx" ON "_promotions_v_blocks_testimonials_quotes" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_testimonials_quotes_avatar_idx" ON "_promotions_v_blocks_testimonials_quotes" USING btree ("avatar_id");
  CREATE UNIQUE INDEX "_promotions_v_blocks_testimonials_quotes_locales_locale_pare" ON "_promotions_v_blocks_testimonials_quotes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_testimonials_order_idx" ON "_promotions_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_testimonials_parent_id_idx" ON "_promotions_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_testimonials_path_idx" ON "_promotions_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_promotions_v_blocks_testimonials_locales_locale_parent_id_u" ON "_promotions_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_pricing_teaser_plans_order_idx" ON "_promotions_v_blocks_pricing_teaser_plans" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_pricing_teaser_plans_parent_id_idx" ON "_promotions_v_blocks_pricing_teaser_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_promotions_v_blocks_pricing_teaser_plans_locales_locale_par" ON "_promotions_v_blocks_pricing_teaser_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_pricing_teaser_order_idx" ON "_promotions_v_blocks_pricing_teaser" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_pricing_teaser_parent_id_idx" ON "_promotions_v_blocks_pricing_teaser" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_pricing_teaser_path_idx" ON "_promotions_v_blocks_pricing_teaser" USING btree ("_path");
  CREATE UNIQUE INDEX "_promotions_v_blocks_pricing_teaser_locales_locale_parent_id" ON "_promotions_v_blocks_pricing_teaser_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_faq_items_order_idx" ON "_promotions_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_faq_items_parent_id_idx" ON "_promotions_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_promotions_v_blocks_faq_items_locales_locale_parent_id_uniq" ON "_promotions_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_faq_order_idx" ON "_promotions_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_faq_parent_id_idx" ON "_promotions_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_faq_path_idx" ON "_promotions_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_promotions_v_blocks_faq_locales_locale_parent_id_unique" ON "_promotions_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_qr_contact_order_idx" ON "_promotions_v_blocks_qr_contact" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_qr_contact_parent_id_idx" ON "_promotions_v_blocks_qr_contact" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_qr_contact_path_idx" ON "_promotions_v_blocks_qr_contact" USING btree ("_path");
  CREATE INDEX "_promotions_v_blocks_qr_contact_qr_idx" ON "_promotions_v_blocks_qr_contact" USING btree ("qr_id");
  CREATE UNIQUE INDEX "_promotions_v_blocks_qr_contact_locales_locale_parent_id_uni" ON "_promotions_v_blocks_qr_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_registration_form_order_idx" ON "_promotions_v_blocks_registration_form" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_registration_form_parent_id_idx" ON "_promotions_v_blocks_registration_form" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_registration_form_path_idx" ON "_promotions_v_blocks_registration_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_promotions_v_blocks_registration_form_locales_locale_parent" ON "_promotions_v_blocks_registration_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_call_to_action_order_idx" ON "_promotions_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_call_to_action_parent_id_idx" ON "_promotions_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_call_to_action_path_idx" ON "_promotions_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_promotions_v_blocks_call_to_action_locales_locale_parent_id" ON "_promotions_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_blocks_rich_text_order_idx" ON "_promotions_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_promotions_v_blocks_rich_text_parent_id_idx" ON "_promotions_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_blocks_rich_text_path_idx" ON "_promotions_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_promotions_v_blocks_rich_text_locales_locale_parent_id_uniq" ON "_promotions_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_parent_idx" ON "_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_slug_idx" ON "_promotions_v" USING btree ("version_slug");
  CREATE INDEX "_promotions_v_version_head_version_head_logo_idx" ON "_promotions_v" USING btree ("version_head_logo_id");
  CREATE INDEX "_promotions_v_version_campaign_version_campaign_channel_idx" ON "_promotions_v" USING btree ("version_campaign_channel_id");
  CREATE INDEX "_promotions_v_version_seo_version_seo_og_image_idx" ON "_promotions_v" USING btree ("version_seo_og_image_id");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_version_version__status_idx" ON "_promotions_v" USING btree ("version__status");
  CREATE INDEX "_promotions_v_created_at_idx" ON "_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_snapshot_idx" ON "_promotions_v" USING btree ("snapshot");
  CREATE INDEX "_promotions_v_published_locale_idx" ON "_promotions_v" USING btree ("published_locale");
  CREATE INDEX "_promotions_v_latest_idx" ON "_promotions_v" USING btree ("latest");
  CREATE INDEX "_promotions_v_autosave_idx" ON "_promotions_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_promotions_v_locales_locale_parent_id_unique" ON "_promotions_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "distribution_channels_url_code_idx" ON "distribution_channels" USING btree ("url_code");
  CREATE INDEX "distribution_channels_updated_at_idx" ON "distribution_channels" USING btree ("updated_at");
  CREATE INDEX "distribution_channels_created_at_idx" ON "distribution_channels" USING btree ("created_at");
  CREATE UNIQUE INDEX "distribution_channels_locales_locale_parent_id_unique" ON "distribution_channels_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "coupons_coupon_id_idx" ON "coupons" USING btree ("coupon_id");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE UNIQUE INDEX "coupons_locales_locale_parent_id_unique" ON "coupons_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "sellers" ADD CONSTRAINT "sellers_distribution_channel_id_distribution_channels_id_fk" FOREIGN KEY ("distribution_channel_id") REFERENCES "public"."distribution_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_distribution_channels_fk" FOREIGN KEY ("distribution_channels_id") REFERENCES "public"."distribution_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sellers_distribution_channel_idx" ON "sellers" USING btree ("distribution_channel_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_distribution_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("distribution_channels_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promotions_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_feature_grid_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_feature_grid_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_testimonials_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_testimonials_quotes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_pricing_teaser_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_pricing_teaser_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_pricing_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_pricing_teaser_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_qr_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_qr_contact_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_registration_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_registration_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_feature_grid_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_feature_grid_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_feature_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_media_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_testimonials_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_testimonials_quotes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_pricing_teaser_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_pricing_teaser_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_pricing_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_pricing_teaser_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_qr_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_qr_contact_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_registration_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_registration_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promotions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "distribution_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "distribution_channels_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promotions_blocks_hero" CASCADE;
  DROP TABLE "promotions_blocks_hero_locales" CASCADE;
  DROP TABLE "promotions_blocks_feature_grid_features" CASCADE;
  DROP TABLE "promotions_blocks_feature_grid_features_locales" CASCADE;
  DROP TABLE "promotions_blocks_feature_grid" CASCADE;
  DROP TABLE "promotions_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "promotions_blocks_media_block" CASCADE;
  DROP TABLE "promotions_blocks_media_block_locales" CASCADE;
  DROP TABLE "promotions_blocks_testimonials_quotes" CASCADE;
  DROP TABLE "promotions_blocks_testimonials_quotes_locales" CASCADE;
  DROP TABLE "promotions_blocks_testimonials" CASCADE;
  DROP TABLE "promotions_blocks_testimonials_locales" CASCADE;
  DROP TABLE "promotions_blocks_pricing_teaser_plans" CASCADE;
  DROP TABLE "promotions_blocks_pricing_teaser_plans_locales" CASCADE;
  DROP TABLE "promotions_blocks_pricing_teaser" CASCADE;
  DROP TABLE "promotions_blocks_pricing_teaser_locales" CASCADE;
  DROP TABLE "promotions_blocks_faq_items" CASCADE;
  DROP TABLE "promotions_blocks_faq_items_locales" CASCADE;
  DROP TABLE "promotions_blocks_faq" CASCADE;
  DROP TABLE "promotions_blocks_faq_locales" CASCADE;
  DROP TABLE "promotions_blocks_qr_contact" CASCADE;
  DROP TABLE "promotions_blocks_qr_contact_locales" CASCADE;
  DROP TABLE "promotions_blocks_registration_form" CASCADE;
  DROP TABLE "promotions_blocks_registration_form_locales" CASCADE;
  DROP TABLE "promotions_blocks_call_to_action" CASCADE;
  DROP TABLE "promotions_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "promotions_blocks_rich_text" CASCADE;
  DROP TABLE "promotions_blocks_rich_text_locales" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "promotions_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_hero" CASCADE;
  DROP TABLE "_promotions_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_feature_grid_features" CASCADE;
  DROP TABLE "_promotions_v_blocks_feature_grid_features_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_promotions_v_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_media_block" CASCADE;
  DROP TABLE "_promotions_v_blocks_media_block_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_testimonials_quotes" CASCADE;
  DROP TABLE "_promotions_v_blocks_testimonials_quotes_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_testimonials" CASCADE;
  DROP TABLE "_promotions_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_pricing_teaser_plans" CASCADE;
  DROP TABLE "_promotions_v_blocks_pricing_teaser_plans_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_pricing_teaser" CASCADE;
  DROP TABLE "_promotions_v_blocks_pricing_teaser_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_faq_items" CASCADE;
  DROP TABLE "_promotions_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_faq" CASCADE;
  DROP TABLE "_promotions_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_qr_contact" CASCADE;
  DROP TABLE "_promotions_v_blocks_qr_contact_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_registration_form" CASCADE;
  DROP TABLE "_promotions_v_blocks_registration_form_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_promotions_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_promotions_v_blocks_rich_text" CASCADE;
  DROP TABLE "_promotions_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_promotions_v" CASCADE;
  DROP TABLE "_promotions_v_locales" CASCADE;
  DROP TABLE "distribution_channels" CASCADE;
  DROP TABLE "distribution_channels_locales" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "coupons_locales" CASCADE;
  ALTER TABLE "sellers" DROP CONSTRAINT "sellers_distribution_channel_id_distribution_channels_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_distribution_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupons_fk";
  
  DROP INDEX "sellers_distribution_channel_idx";
  DROP INDEX "payload_locked_documents_rels_promotions_id_idx";
  DROP INDEX "payload_locked_documents_rels_distribution_channels_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupons_id_idx";
  ALTER TABLE "sellers" DROP COLUMN "distribution_channel_id";
  ALTER TABLE "sellers" DROP COLUMN "attribution_first_touch";
  ALTER TABLE "sellers" DROP COLUMN "attribution_last_touch";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promotions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "distribution_channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupons_id";
  DROP TYPE "public"."enum_promotions_blocks_hero_primary_kind";
  DROP TYPE "public"."enum_promotions_blocks_hero_secondary_kind";
  DROP TYPE "public"."enum_promotions_blocks_feature_grid_features_icon";
  DROP TYPE "public"."enum_promotions_blocks_media_block_kind";
  DROP TYPE "public"."enum_promotions_blocks_pricing_teaser_plans_action_kind";
  DROP TYPE "public"."enum_promotions_blocks_registration_form_mode";
  DROP TYPE "public"."enum_promotions_blocks_call_to_action_primary_kind";
  DROP TYPE "public"."enum_promotions_blocks_call_to_action_secondary_kind";
  DROP TYPE "public"."enum_promotions_format";
  DROP TYPE "public"."enum_promotions_success_action_kind";
  DROP TYPE "public"."enum_promotions_status";
  DROP TYPE "public"."enum__promotions_v_blocks_hero_primary_kind";
  DROP TYPE "public"."enum__promotions_v_blocks_hero_secondary_kind";
  DROP TYPE "public"."enum__promotions_v_blocks_feature_grid_features_icon";
  DROP TYPE "public"."enum__promotions_v_blocks_media_block_kind";
  DROP TYPE "public"."enum__promotions_v_blocks_pricing_teaser_plans_action_kind";
  DROP TYPE "public"."enum__promotions_v_blocks_registration_form_mode";
  DROP TYPE "public"."enum__promotions_v_blocks_call_to_action_primary_kind";
  DROP TYPE "public"."enum__promotions_v_blocks_call_to_action_secondary_kind";
  DROP TYPE "public"."enum__promotions_v_version_format";
  DROP TYPE "public"."enum__promotions_v_version_success_action_kind";
  DROP TYPE "public"."enum__promotions_v_version_status";
  DROP TYPE "public"."enum__promotions_v_published_locale";`)
}
