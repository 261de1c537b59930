import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sellers_status" AS ENUM('active', 'restricted');
  CREATE TYPE "public"."enum_sellers_attribution_registered_via" AS ENUM('register', 'sms-login');
  CREATE TYPE "public"."enum_sms_codes_purpose" AS ENUM('log', 'res', 'reg');
  CREATE TABLE "sellers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"nick_name" varchar,
  	"status" "enum_sellers_status" DEFAULT 'active' NOT NULL,
  	"verify_on_pc" boolean DEFAULT false,
  	"password_hash" varchar,
  	"password_set_at" timestamp(3) with time zone,
  	"last_login_at" timestamp(3) with time zone,
  	"membership_maturity_time" timestamp(3) with time zone,
  	"membership_bonus_end_time" timestamp(3) with time zone,
  	"membership_trial_given_at" timestamp(3) with time zone,
  	"membership_trial_window_shown_at" timestamp(3) with time zone,
  	"membership_bound_categories" jsonb,
  	"promote_channel_type" numeric,
  	"attribution_invite" varchar,
  	"attribution_invite_channel" varchar,
  	"attribution_utm_source" varchar,
  	"attribution_utm_medium" varchar,
  	"attribution_utm_campaign" varchar,
  	"attribution_utm_content" varchar,
  	"attribution_utm_term" varchar,
  	"attribution_search_word" varchar,
  	"attribution_key_word" varchar,
  	"attribution_expand_info" jsonb,
  	"attribution_app_name" varchar,
  	"attribution_first_id" varchar,
  	"attribution_registered_via" "enum_sellers_attribution_registered_via",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seller_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"control_token" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"purpose" "enum_sms_codes_purpose" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "login_credentials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer NOT NULL,
  	"credential_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seller_feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer NOT NULL,
  	"type" varchar,
  	"complaint" varchar,
  	"problem_description" varchar,
  	"img_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seller_uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sellers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seller_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "login_credentials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seller_feedback_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seller_uploads_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "customer_service_we_chat_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "customer_service_we_chat_url2" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "customer_service_we_chat_url3" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "customer_service_we_chat_url4" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "trial_days" numeric DEFAULT 3;
  ALTER TABLE "site_settings_locales" ADD COLUMN "customer_service_nick_name" varchar;
  ALTER TABLE "seller_sessions" ADD CONSTRAINT "seller_sessions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "login_credentials" ADD CONSTRAINT "login_credentials_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_feedback" ADD CONSTRAINT "seller_feedback_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seller_uploads" ADD CONSTRAINT "seller_uploads_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "sellers_phone_idx" ON "sellers" USING btree ("phone");
  CREATE INDEX "sellers_updated_at_idx" ON "sellers" USING btree ("updated_at");
  CREATE INDEX "sellers_created_at_idx" ON "sellers" USING btree ("created_at");
  CREATE INDEX "seller_sessions_seller_idx" ON "seller_sessions" USING btree ("seller_id");
  CREATE UNIQUE INDEX "seller_sessions_token_hash_idx" ON "seller_sessions" USING btree ("token_hash");
  CREATE INDEX "seller_sessions_expires_at_idx" ON "seller_sessions" USING btree ("expires_at");
  CREATE INDEX "seller_sessions_updated_at_idx" ON "seller_sessions" USING btree ("updated_at");
  CREATE INDEX "seller_sessions_created_at_idx" ON "seller_sessions" USING btree ("created_at");
  CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone");
  CREATE INDEX "sms_codes_updated_at_idx" ON "sms_codes" USING btree ("updated_at");
  CREATE INDEX "sms_codes_created_at_idx" ON "sms_codes" USING btree ("created_at");
  CREATE INDEX "login_credentials_seller_idx" ON "login_credentials" USING btree ("seller_id");
  CREATE UNIQUE INDEX "login_credentials_credential_hash_idx" ON "login_credentials" USING btree ("credential_hash");
  CREATE INDEX "login_credentials_updated_at_idx" ON "login_credentials" USING btree ("updated_at");
  CREATE INDEX "login_credentials_created_at_idx" ON "login_credentials" USING btree ("created_at");
  CREATE INDEX "seller_feedback_seller_idx" ON "seller_feedback" USING btree ("seller_id");
  CREATE INDEX "seller_feedback_updated_at_idx" ON "seller_feedback" USING btree ("updated_at");
  CREATE INDEX "seller_feedback_created_at_idx" ON "seller_feedback" USING btree ("created_at");
  CREATE INDEX "seller_uploads_seller_idx" ON "seller_uploads" USING btree ("seller_id");
  CREATE INDEX "seller_uploads_updated_at_idx" ON "seller_uploads" USING btree ("updated_at");
  CREATE INDEX "seller_uploads_created_at_idx" ON "seller_uploads" USING btree ("created_at");
  CREATE UNIQUE INDEX "seller_uploads_filename_idx" ON "seller_uploads" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sellers_fk" FOREIGN KEY ("sellers_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seller_sessions_fk" FOREIGN KEY ("seller_sessions_id") REFERENCES "public"."seller_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_codes_fk" FOREIGN KEY ("sms_codes_id") REFERENCES "public"."sms_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_credentials_fk" FOREIGN KEY ("login_credentials_id") REFERENCES "public"."login_credentials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seller_feedback_fk" FOREIGN KEY ("seller_feedback_id") REFERENCES "public"."seller_feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seller_uploads_fk" FOREIGN KEY ("seller_uploads_id") REFERENCES "public"."seller_uploads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sellers_id_idx" ON "payload_locked_documents_rels" USING btree ("sellers_id");
  CREATE INDEX "payload_locked_documents_rels_seller_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("seller_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_sms_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_codes_id");
  CREATE INDEX "payload_locked_documents_rels_login_credentials_id_idx" ON "payload_locked_documents_rels" USING btree ("login_credentials_id");
  CREATE INDEX "payload_locked_documents_rels_seller_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("seller_feedback_id");
  CREATE INDEX "payload_locked_documents_rels_seller_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("seller_uploads_id");`)

  // Outside Payload's schema: counters of rate-limiter-flexible (shared by every app instance)
  // and the outbox of the local SMS provider (development and tests only).
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
  	"key" varchar(255) PRIMARY KEY,
  	"points" integer NOT NULL DEFAULT 0,
  	"expire" bigint
  );
  CREATE TABLE IF NOT EXISTS "local_sms_outbox" (
  	"id" serial PRIMARY KEY,
  	"phone" varchar NOT NULL,
  	"purpose" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "local_sms_outbox_phone_idx" ON "local_sms_outbox" USING btree ("phone", "id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sellers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seller_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "login_credentials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seller_feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seller_uploads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE IF EXISTS "rate_limits";
  DROP TABLE IF EXISTS "local_sms_outbox";
  DROP TABLE "sellers" CASCADE;
  DROP TABLE "seller_sessions" CASCADE;
  DROP TABLE "sms_codes" CASCADE;
  DROP TABLE "login_credentials" CASCADE;
  DROP TABLE "seller_feedback" CASCADE;
  DROP TABLE "seller_uploads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sellers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seller_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_login_credentials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seller_feedback_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seller_uploads_fk";
  
  DROP INDEX "payload_locked_documents_rels_sellers_id_idx";
  DROP INDEX "payload_locked_documents_rels_seller_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_login_credentials_id_idx";
  DROP INDEX "payload_locked_documents_rels_seller_feedback_id_idx";
  DROP INDEX "payload_locked_documents_rels_seller_uploads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sellers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seller_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "login_credentials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seller_feedback_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seller_uploads_id";
  ALTER TABLE "site_settings" DROP COLUMN "customer_service_we_chat_url";
  ALTER TABLE "site_settings" DROP COLUMN "customer_service_we_chat_url2";
  ALTER TABLE "site_settings" DROP COLUMN "customer_service_we_chat_url3";
  ALTER TABLE "site_settings" DROP COLUMN "customer_service_we_chat_url4";
  ALTER TABLE "site_settings" DROP COLUMN "trial_days";
  ALTER TABLE "site_settings_locales" DROP COLUMN "customer_service_nick_name";
  DROP TYPE "public"."enum_sellers_status";
  DROP TYPE "public"."enum_sellers_attribution_registered_via";
  DROP TYPE "public"."enum_sms_codes_purpose";`)
}
