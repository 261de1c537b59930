import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_qa_questions_language" AS ENUM('zh', 'en', 'ru');
  CREATE TYPE "public"."enum_qa_answers_language" AS ENUM('zh', 'en', 'ru');
  CREATE TYPE "public"."enum_qa_replies_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_qa_replies_language" AS ENUM('zh', 'en', 'ru');
  CREATE TABLE "qa_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"review_before_publishing" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "qa_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "qa_questions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"seller_uploads_id" integer
  );
  
  CREATE TABLE "qa_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"answer_id" integer NOT NULL,
  	"question_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"replied_by" varchar NOT NULL,
  	"replied_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_qa_replies_status" DEFAULT 'pending' NOT NULL,
  	"rejection_reason" varchar,
  	"author_id" integer,
  	"language" "enum_qa_replies_language",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "qa_questions" ADD COLUMN "category_id" integer;
  ALTER TABLE "qa_questions" ADD COLUMN "rejection_reason" varchar;
  ALTER TABLE "qa_questions" ADD COLUMN "author_id" integer;
  ALTER TABLE "qa_questions" ADD COLUMN "language" "enum_qa_questions_language";
  ALTER TABLE "qa_answers" ADD COLUMN "rejection_reason" varchar;
  ALTER TABLE "qa_answers" ADD COLUMN "author_id" integer;
  ALTER TABLE "qa_answers" ADD COLUMN "language" "enum_qa_answers_language";
  ALTER TABLE "seller_uploads" ADD COLUMN "public" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "qa_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "qa_replies_id" integer;
  ALTER TABLE "qa_categories_locales" ADD CONSTRAINT "qa_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."qa_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qa_questions_rels" ADD CONSTRAINT "qa_questions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qa_questions_rels" ADD CONSTRAINT "qa_questions_rels_seller_uploads_fk" FOREIGN KEY ("seller_uploads_id") REFERENCES "public"."seller_uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qa_replies" ADD CONSTRAINT "qa_replies_answer_id_qa_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."qa_answers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qa_replies" ADD CONSTRAINT "qa_replies_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qa_replies" ADD CONSTRAINT "qa_replies_author_id_sellers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "qa_categories_updated_at_idx" ON "qa_categories" USING btree ("updated_at");
  CREATE INDEX "qa_categories_created_at_idx" ON "qa_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "qa_categories_locales_locale_parent_id_unique" ON "qa_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "qa_questions_rels_order_idx" ON "qa_questions_rels" USING btree ("order");
  CREATE INDEX "qa_questions_rels_parent_idx" ON "qa_questions_rels" USING btree ("parent_id");
  CREATE INDEX "qa_questions_rels_path_idx" ON "qa_questions_rels" USING btree ("path");
  CREATE INDEX "qa_questions_rels_seller_uploads_id_idx" ON "qa_questions_rels" USING btree ("seller_uploads_id");
  CREATE INDEX "qa_replies_answer_idx" ON "qa_replies" USING btree ("answer_id");
  CREATE INDEX "qa_replies_question_idx" ON "qa_replies" USING btree ("question_id");
  CREATE INDEX "qa_replies_replied_at_idx" ON "qa_replies" USING btree ("replied_at");
  CREATE INDEX "qa_replies_status_idx" ON "qa_replies" USING btree ("status");
  CREATE INDEX "qa_replies_author_idx" ON "qa_replies" USING btree ("author_id");
  CREATE INDEX "qa_replies_updated_at_idx" ON "qa_replies" USING btree ("updated_at");
  CREATE INDEX "qa_replies_created_at_idx" ON "qa_replies" USING btree ("created_at");
  ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_category_id_qa_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."qa_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_author_id_sellers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_author_id_sellers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_qa_categories_fk" FOREIGN KEY ("qa_categories_id") REFERENCES "public"."qa_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_qa_replies_fk" FOREIGN KEY ("qa_replies_id") REFERENCES "public"."qa_replies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "qa_questions_category_idx" ON "qa_questions" USING btree ("category_id");
  CREATE INDEX "qa_questions_author_idx" ON "qa_questions" USING btree ("author_id");
  CREATE INDEX "qa_answers_author_idx" ON "qa_answers" USING btree ("author_id");
  CREATE INDEX "seller_uploads_public_idx" ON "seller_uploads" USING btree ("public");
  CREATE INDEX "payload_locked_documents_rels_qa_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("qa_categories_id");
  CREATE INDEX "payload_locked_documents_rels_qa_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("qa_replies_id");
  ALTER TABLE "qa_answers" DROP COLUMN "likes";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "qa_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "qa_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "qa_questions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "qa_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "qa_categories" CASCADE;
  DROP TABLE "qa_categories_locales" CASCADE;
  DROP TABLE "qa_questions_rels" CASCADE;
  DROP TABLE "qa_replies" CASCADE;
  ALTER TABLE "qa_questions" DROP CONSTRAINT "qa_questions_category_id_qa_categories_id_fk";
  
  ALTER TABLE "qa_questions" DROP CONSTRAINT "qa_questions_author_id_sellers_id_fk";
  
  ALTER TABLE "qa_answers" DROP CONSTRAINT "qa_answers_author_id_sellers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_qa_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_qa_replies_fk";
  
  DROP INDEX "qa_questions_category_idx";
  DROP INDEX "qa_questions_author_idx";
  DROP INDEX "qa_answers_author_idx";
  DROP INDEX "seller_uploads_public_idx";
  DROP INDEX "payload_locked_documents_rels_qa_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_qa_replies_id_idx";
  ALTER TABLE "qa_answers" ADD COLUMN "likes" numeric DEFAULT 0;
  ALTER TABLE "qa_questions" DROP COLUMN "category_id";
  ALTER TABLE "qa_questions" DROP COLUMN "rejection_reason";
  ALTER TABLE "qa_questions" DROP COLUMN "author_id";
  ALTER TABLE "qa_questions" DROP COLUMN "language";
  ALTER TABLE "qa_answers" DROP COLUMN "rejection_reason";
  ALTER TABLE "qa_answers" DROP COLUMN "author_id";
  ALTER TABLE "qa_answers" DROP COLUMN "language";
  ALTER TABLE "seller_uploads" DROP COLUMN "public";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "qa_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "qa_replies_id";
  DROP TYPE "public"."enum_qa_questions_language";
  DROP TYPE "public"."enum_qa_answers_language";
  DROP TYPE "public"."enum_qa_replies_status";
  DROP TYPE "public"."enum_qa_replies_language";`)
}
