import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pricing_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"starter_included" boolean DEFAULT false,
  	"operation_included" boolean DEFAULT false,
  	"ultimate_included" boolean DEFAULT false,
  	"professional_included" boolean DEFAULT false
  );
  
  CREATE TABLE "pricing_features_locales" (
  	"label" varchar NOT NULL,
  	"starter_note" varchar,
  	"operation_note" varchar,
  	"ultimate_note" varchar,
  	"professional_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pricing_faq_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_demo" boolean DEFAULT true,
  	"tiers_starter_recommended" boolean DEFAULT false,
  	"tiers_starter_month_cny" numeric,
  	"tiers_starter_month_rub" numeric,
  	"tiers_starter_quarter_cny" numeric,
  	"tiers_starter_quarter_rub" numeric,
  	"tiers_starter_year_cny" numeric,
  	"tiers_starter_year_rub" numeric,
  	"tiers_operation_recommended" boolean DEFAULT false,
  	"tiers_operation_month_cny" numeric,
  	"tiers_operation_month_rub" numeric,
  	"tiers_operation_quarter_cny" numeric,
  	"tiers_operation_quarter_rub" numeric,
  	"tiers_operation_year_cny" numeric,
  	"tiers_operation_year_rub" numeric,
  	"tiers_operation_renewal_cny" numeric,
  	"tiers_operation_renewal_rub" numeric,
  	"tiers_ultimate_recommended" boolean DEFAULT false,
  	"tiers_ultimate_month_cny" numeric,
  	"tiers_ultimate_month_rub" numeric,
  	"tiers_ultimate_quarter_cny" numeric,
  	"tiers_ultimate_quarter_rub" numeric,
  	"tiers_ultimate_year_cny" numeric,
  	"tiers_ultimate_year_rub" numeric,
  	"tiers_ultimate_renewal_cny" numeric,
  	"tiers_ultimate_renewal_rub" numeric,
  	"tiers_professional_recommended" boolean DEFAULT false,
  	"tiers_professional_month_cny" numeric,
  	"tiers_professional_month_rub" numeric,
  	"tiers_professional_quarter_cny" numeric,
  	"tiers_professional_quarter_rub" numeric,
  	"tiers_professional_year_cny" numeric,
  	"tiers_professional_year_rub" numeric,
  	"tiers_professional_renewal_cny" numeric,
  	"tiers_professional_renewal_rub" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "pricing_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"tiers_starter_tagline" varchar,
  	"tiers_operation_tagline" varchar,
  	"tiers_ultimate_tagline" varchar,
  	"tiers_professional_tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pricing_features" ADD CONSTRAINT "pricing_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_features_locales" ADD CONSTRAINT "pricing_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_faq" ADD CONSTRAINT "pricing_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_faq_locales" ADD CONSTRAINT "pricing_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_locales" ADD CONSTRAINT "pricing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pricing_features_order_idx" ON "pricing_features" USING btree ("_order");
  CREATE INDEX "pricing_features_parent_id_idx" ON "pricing_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_features_locales_locale_parent_id_unique" ON "pricing_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pricing_faq_order_idx" ON "pricing_faq" USING btree ("_order");
  CREATE INDEX "pricing_faq_parent_id_idx" ON "pricing_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pricing_faq_locales_locale_parent_id_unique" ON "pricing_faq_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pricing_locales_locale_parent_id_unique" ON "pricing_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pricing_features" CASCADE;
  DROP TABLE "pricing_features_locales" CASCADE;
  DROP TABLE "pricing_faq" CASCADE;
  DROP TABLE "pricing_faq_locales" CASCADE;
  DROP TABLE "pricing" CASCADE;
  DROP TABLE "pricing_locales" CASCADE;`)
}
