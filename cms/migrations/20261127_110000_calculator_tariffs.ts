import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tariff_versions_commissions_scheme" AS ENUM('fbo', 'fbs', 'rfbs');
  CREATE TYPE "public"."enum_tariff_versions_scheme_fees_scheme" AS ENUM('fbo', 'fbs', 'rfbs');
  CREATE TYPE "public"."enum_tariff_versions_carriers_schemes" AS ENUM('fbo', 'fbs', 'rfbs');
  CREATE TYPE "public"."enum_tariff_versions_carriers_level" AS ENUM('extraSmall', 'budget', 'small', 'big', 'premiumSmall', 'premiumBig', 'express');
  CREATE TYPE "public"."enum_tariff_versions_carriers_currency" AS ENUM('CNY', 'RUB');
  CREATE TYPE "public"."enum_tariff_versions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tariff_versions_v_version_commissions_scheme" AS ENUM('fbo', 'fbs', 'rfbs');
  CREATE TYPE "public"."enum__tariff_versions_v_version_scheme_fees_scheme" AS ENUM('fbo', 'fbs', 'rfbs');
  CREATE TYPE "public"."enum__tariff_versions_v_version_carriers_schemes" AS ENUM('fbo', 'fbs', 'rfbs');
  CREATE TYPE "public"."enum__tariff_versions_v_version_carriers_level" AS ENUM('extraSmall', 'budget', 'small', 'big', 'premiumSmall', 'premiumBig', 'express');
  CREATE TYPE "public"."enum__tariff_versions_v_version_carriers_currency" AS ENUM('CNY', 'RUB');
  CREATE TYPE "public"."enum__tariff_versions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tariff_versions_v_published_locale" AS ENUM('zh', 'en', 'ru');
  CREATE TYPE "public"."enum_exchange_rates_currency" AS ENUM('CNY');
  CREATE TYPE "public"."enum_exchange_rates_source" AS ENUM('cbr', 'manual', 'seed');
  CREATE TABLE "tariff_versions_price_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"up_to_rub" numeric
  );
  
  CREATE TABLE "tariff_versions_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar
  );
  
  CREATE TABLE "tariff_versions_categories_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tariff_versions_commissions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" varchar,
  	"scheme" "enum_tariff_versions_commissions_scheme",
  	"percents" varchar
  );
  
  CREATE TABLE "tariff_versions_scheme_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"scheme" "enum_tariff_versions_scheme_fees_scheme",
  	"per_order_rub" numeric DEFAULT 0,
  	"per_liter_rub" numeric DEFAULT 0,
  	"last_mile_percent" numeric DEFAULT 0,
  	"last_mile_min_rub" numeric DEFAULT 0,
  	"last_mile_max_rub" numeric
  );
  
  CREATE TABLE "tariff_versions_carriers_schemes" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_tariff_versions_carriers_schemes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tariff_versions_carriers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"carrier" varchar,
  	"level" "enum_tariff_versions_carriers_level",
  	"currency" "enum_tariff_versions_carriers_currency" DEFAULT 'RUB',
  	"per_parcel" numeric DEFAULT 0,
  	"per_step" numeric DEFAULT 0,
  	"step_grams" numeric DEFAULT 1,
  	"volumetric_divisor" numeric,
  	"min_weight_g" numeric,
  	"max_weight_g" numeric,
  	"max_side_cm" numeric,
  	"max_sum_cm" numeric,
  	"min_value_rub" numeric,
  	"max_value_rub" numeric,
  	"days" varchar
  );
  
  CREATE TABLE "tariff_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"effective_from" timestamp(3) with time zone,
  	"is_demo" boolean DEFAULT false,
  	"acquiring_percent" numeric DEFAULT 1.5,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tariff_versions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "tariff_versions_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tariff_versions_v_version_price_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"up_to_rub" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tariff_versions_v_version_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tariff_versions_v_version_categories_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tariff_versions_v_version_commissions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" varchar,
  	"scheme" "enum__tariff_versions_v_version_commissions_scheme",
  	"percents" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tariff_versions_v_version_scheme_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"scheme" "enum__tariff_versions_v_version_scheme_fees_scheme",
  	"per_order_rub" numeric DEFAULT 0,
  	"per_liter_rub" numeric DEFAULT 0,
  	"last_mile_percent" numeric DEFAULT 0,
  	"last_mile_min_rub" numeric DEFAULT 0,
  	"last_mile_max_rub" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tariff_versions_v_version_carriers_schemes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__tariff_versions_v_version_carriers_schemes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_tariff_versions_v_version_carriers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"carrier" varchar,
  	"level" "enum__tariff_versions_v_version_carriers_level",
  	"currency" "enum__tariff_versions_v_version_carriers_currency" DEFAULT 'RUB',
  	"per_parcel" numeric DEFAULT 0,
  	"per_step" numeric DEFAULT 0,
  	"step_grams" numeric DEFAULT 1,
  	"volumetric_divisor" numeric,
  	"min_weight_g" numeric,
  	"max_weight_g" numeric,
  	"max_side_cm" numeric,
  	"max_sum_cm" numeric,
  	"min_value_rub" numeric,
  	"max_value_rub" numeric,
  	"days" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tariff_versions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_effective_from" timestamp(3) with time zone,
  	"version_is_demo" boolean DEFAULT false,
  	"version_acquiring_percent" numeric DEFAULT 1.5,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tariff_versions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__tariff_versions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_tariff_versions_v_locales" (
  	"version_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "exchange_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"date" timestamp(3) with time zone NOT NULL,
  	"currency" "enum_exchange_rates_currency" DEFAULT 'CNY' NOT NULL,
  	"rub_per_unit" numeric NOT NULL,
  	"source" "enum_exchange_rates_source" DEFAULT 'manual' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tariff_versions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exchange_rates_id" integer;
  ALTER TABLE "tariff_versions_price_bands" ADD CONSTRAINT "tariff_versions_price_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tariff_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tariff_versions_categories" ADD CONSTRAINT "tariff_versions_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tariff_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tariff_versions_categories_locales" ADD CONSTRAINT "tariff_versions_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tariff_versions_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tariff_versions_commissions" ADD CONSTRAINT "tariff_versions_commissions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tariff_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tariff_versions_scheme_fees" ADD CONSTRAINT "tariff_versions_scheme_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tariff_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tariff_versions_carriers_schemes" ADD CONSTRAINT "tariff_versions_carriers_schemes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tariff_versions_carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tariff_versions_carriers" ADD CONSTRAINT "tariff_versions_carriers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tariff_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tariff_versions_locales" ADD CONSTRAINT "tariff_versions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tariff_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tariff_versions_v_version_price_bands" ADD CONSTRAINT "_tariff_versions_v_version_price_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tariff_versions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tariff_versions_v_version_categories" ADD CONSTRAINT "_tariff_versions_v_version_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tariff_versions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tariff_versions_v_version_categories_locales" ADD CONSTRAINT "_tariff_versions_v_version_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tariff_versions_v_version_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tariff_versions_v_version_commissions" ADD CONSTRAINT "_tariff_versions_v_version_commissions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tariff_versions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tariff_versions_v_version_scheme_fees" ADD CONSTRAINT "_tariff_versions_v_version_scheme_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tariff_versions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tariff_versions_v_version_carriers_schemes" ADD CONSTRAINT "_tariff_versions_v_version_carriers_schemes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_tariff_versions_v_version_carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tariff_versions_v_version_carriers" ADD CONSTRAINT "_tariff_versions_v_version_carriers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tariff_versions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tariff_versions_v" ADD CONSTRAINT "_tariff_versions_v_parent_id_tariff_versions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tariff_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tariff_versions_v_locales" ADD CONSTRAINT "_tariff_versions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tariff_versions_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tariff_versions_price_bands_order_idx" ON "tariff_versions_price_bands" USING btree ("_order");
  CREATE INDEX "tariff_versions_price_bands_parent_id_idx" ON "tariff_versions_price_bands" USING btree ("_parent_id");
  CREATE INDEX "tariff_versions_categories_order_idx" ON "tariff_versions_categories" USING btree ("_order");
  CREATE INDEX "tariff_versions_categories_parent_id_idx" ON "tariff_versions_categories" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tariff_versions_categories_locales_locale_parent_id_unique" ON "tariff_versions_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tariff_versions_commissions_order_idx" ON "tariff_versions_commissions" USING btree ("_order");
  CREATE INDEX "tariff_versions_commissions_parent_id_idx" ON "tariff_versions_commissions" USING btree ("_parent_id");
  CREATE INDEX "tariff_versions_scheme_fees_order_idx" ON "tariff_versions_scheme_fees" USING btree ("_order");
  CREATE INDEX "tariff_versions_scheme_fees_parent_id_idx" ON "tariff_versions_scheme_fees" USING btree ("_parent_id");
  CREATE INDEX "tariff_versions_carriers_schemes_order_idx" ON "tariff_versions_carriers_schemes" USING btree ("order");
  CREATE INDEX "tariff_versions_carriers_schemes_parent_idx" ON "tariff_versions_carriers_schemes" USING btree ("parent_id");
  CREATE INDEX "tariff_versions_carriers_order_idx" ON "tariff_versions_carriers" USING btree ("_order");
  CREATE INDEX "tariff_versions_carriers_parent_id_idx" ON "tariff_versions_carriers" USING btree ("_parent_id");
  CREATE INDEX "tariff_versions_effective_from_idx" ON "tariff_versions" USING btree ("effective_from");
  CREATE INDEX "tariff_versions_is_demo_idx" ON "tariff_versions" USING btree ("is_demo");
  CREATE INDEX "tariff_versions_updated_at_idx" ON "tariff_versions" USING btree ("updated_at");
  CREATE INDEX "tariff_versions_created_at_idx" ON "tariff_versions" USING btree ("created_at");
  CREATE INDEX "tariff_versions__status_idx" ON "tariff_versions" USING btree ("_status");
  CREATE UNIQUE INDEX "tariff_versions_locales_locale_parent_id_unique" ON "tariff_versions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tariff_versions_v_version_price_bands_order_idx" ON "_tariff_versions_v_version_price_bands" USING btree ("_order");
  CREATE INDEX "_tariff_versions_v_version_price_bands_parent_id_idx" ON "_tariff_versions_v_version_price_bands" USING btree ("_parent_id");
  CREATE INDEX "_tariff_versions_v_version_categories_order_idx" ON "_tariff_versions_v_version_categories" USING btree ("_order");
  CREATE INDEX "_tariff_versions_v_version_categories_parent_id_idx" ON "_tariff_versions_v_version_categories" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_tariff_versions_v_version_categories_locales_locale_parent_" ON "_tariff_versions_v_version_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tariff_versions_v_version_commissions_order_idx" ON "_tariff_versions_v_version_commissions" USING btree ("_order");
  CREATE INDEX "_tariff_versions_v_version_commissions_parent_id_idx" ON "_tariff_versions_v_version_commissions" USING btree ("_parent_id");
  CREATE INDEX "_tariff_versions_v_version_scheme_fees_order_idx" ON "_tariff_versions_v_version_scheme_fees" USING btree ("_order");
  CREATE INDEX "_tariff_versions_v_version_scheme_fees_parent_id_idx" ON "_tariff_versions_v_version_scheme_fees" USING btree ("_parent_id");
  CREATE INDEX "_tariff_versions_v_version_carriers_schemes_order_idx" ON "_tariff_versions_v_version_carriers_schemes" USING btree ("order");
  CREATE INDEX "_tariff_versions_v_version_carriers_schemes_parent_idx" ON "_tariff_versions_v_version_carriers_schemes" USING btree ("parent_id");
  CREATE INDEX "_tariff_versions_v_version_carriers_order_idx" ON "_tariff_versions_v_version_carriers" USING btree ("_order");
  CREATE INDEX "_tariff_versions_v_version_carriers_parent_id_idx" ON "_tariff_versions_v_version_carriers" USING btree ("_parent_id");
  CREATE INDEX "_tariff_versions_v_parent_idx" ON "_tariff_versions_v" USING btree ("parent_id");
  CREATE INDEX "_tariff_versions_v_version_version_effective_from_idx" ON "_tariff_versions_v" USING btree ("version_effective_from");
  CREATE INDEX "_tariff_versions_v_version_version_is_demo_idx" ON "_tariff_versions_v" USING btree ("version_is_demo");
  CREATE INDEX "_tariff_versions_v_version_version_updated_at_idx" ON "_tariff_versions_v" USING btree ("version_updated_at");
  CREATE INDEX "_tariff_versions_v_version_version_created_at_idx" ON "_tariff_versions_v" USING btree ("version_created_at");
  CREATE INDEX "_tariff_versions_v_version_version__status_idx" ON "_tariff_versions_v" USING btree ("version__status");
  CREATE INDEX "_tariff_versions_v_created_at_idx" ON "_tariff_versions_v" USING btree ("created_at");
  CREATE INDEX "_tariff_versions_v_updated_at_idx" ON "_tariff_versions_v" USING btree ("updated_at");
  CREATE INDEX "_tariff_versions_v_snapshot_idx" ON "_tariff_versions_v" USING btree ("snapshot");
  CREATE INDEX "_tariff_versions_v_published_locale_idx" ON "_tariff_versions_v" USING btree ("published_locale");
  CREATE INDEX "_tariff_versions_v_latest_idx" ON "_tariff_versions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_tariff_versions_v_locales_locale_parent_id_unique" ON "_tariff_versions_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "exchange_rates_key_idx" ON "exchange_rates" USING btree ("key");
  CREATE INDEX "exchange_rates_date_idx" ON "exchange_rates" USING btree ("date");
  CREATE INDEX "exchange_rates_updated_at_idx" ON "exchange_rates" USING btree ("updated_at");
  CREATE INDEX "exchange_rates_created_at_idx" ON "exchange_rates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tariff_versions_fk" FOREIGN KEY ("tariff_versions_id") REFERENCES "public"."tariff_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exchange_rates_fk" FOREIGN KEY ("exchange_rates_id") REFERENCES "public"."exchange_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tariff_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("tariff_versions_id");
  CREATE INDEX "payload_locked_documents_rels_exchange_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("exchange_rates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tariff_versions_price_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tariff_versions_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tariff_versions_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tariff_versions_commissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tariff_versions_scheme_fees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tariff_versions_carriers_schemes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tariff_versions_carriers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tariff_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tariff_versions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tariff_versions_v_version_price_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tariff_versions_v_version_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tariff_versions_v_version_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tariff_versions_v_version_commissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tariff_versions_v_version_scheme_fees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tariff_versions_v_version_carriers_schemes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tariff_versions_v_version_carriers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tariff_versions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tariff_versions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exchange_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tariff_versions_price_bands" CASCADE;
  DROP TABLE "tariff_versions_categories" CASCADE;
  DROP TABLE "tariff_versions_categories_locales" CASCADE;
  DROP TABLE "tariff_versions_commissions" CASCADE;
  DROP TABLE "tariff_versions_scheme_fees" CASCADE;
  DROP TABLE "tariff_versions_carriers_schemes" CASCADE;
  DROP TABLE "tariff_versions_carriers" CASCADE;
  DROP TABLE "tariff_versions" CASCADE;
  DROP TABLE "tariff_versions_locales" CASCADE;
  DROP TABLE "_tariff_versions_v_version_price_bands" CASCADE;
  DROP TABLE "_tariff_versions_v_version_categories" CASCADE;
  DROP TABLE "_tariff_versions_v_version_categories_locales" CASCADE;
  DROP TABLE "_tariff_versions_v_version_commissions" CASCADE;
  DROP TABLE "_tariff_versions_v_version_scheme_fees" CASCADE;
  DROP TABLE "_tariff_versions_v_version_carriers_schemes" CASCADE;
  DROP TABLE "_tariff_versions_v_version_carriers" CASCADE;
  DROP TABLE "_tariff_versions_v" CASCADE;
  DROP TABLE "_tariff_versions_v_locales" CASCADE;
  DROP TABLE "exchange_rates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tariff_versions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_exchange_rates_fk";
  
  DROP INDEX "payload_locked_documents_rels_tariff_versions_id_idx";
  DROP INDEX "payload_locked_documents_rels_exchange_rates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tariff_versions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exchange_rates_id";
  DROP TYPE "public"."enum_tariff_versions_commissions_scheme";
  DROP TYPE "public"."enum_tariff_versions_scheme_fees_scheme";
  DROP TYPE "public"."enum_tariff_versions_carriers_schemes";
  DROP TYPE "public"."enum_tariff_versions_carriers_level";
  DROP TYPE "public"."enum_tariff_versions_carriers_currency";
  DROP TYPE "public"."enum_tariff_versions_status";
  DROP TYPE "public"."enum__tariff_versions_v_version_commissions_scheme";
  DROP TYPE "public"."enum__tariff_versions_v_version_scheme_fees_scheme";
  DROP TYPE "public"."enum__tariff_versions_v_version_carriers_schemes";
  DROP TYPE "public"."enum__tariff_versions_v_version_carriers_level";
  DROP TYPE "public"."enum__tariff_versions_v_version_carriers_currency";
  DROP TYPE "public"."enum__tariff_versions_v_version_status";
  DROP TYPE "public"."enum__tariff_versions_v_published_locale";
  DROP TYPE "public"."enum_exchange_rates_currency";
  DROP TYPE "public"."enum_exchange_rates_source";`)
}
