import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Edited by hand: a seller's saved calculations go with the seller (ON DELETE cascade; the
// generated set null would violate NOT NULL when an admin deletes a seller); `down` tolerates
// what the table's CASCADE already dropped.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "saved_calculations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"query" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_calculations_id" integer;
  ALTER TABLE "saved_calculations" ADD CONSTRAINT "saved_calculations_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "saved_calculations_seller_idx" ON "saved_calculations" USING btree ("seller_id");
  CREATE INDEX "saved_calculations_updated_at_idx" ON "saved_calculations" USING btree ("updated_at");
  CREATE INDEX "saved_calculations_created_at_idx" ON "saved_calculations" USING btree ("created_at");
  CREATE UNIQUE INDEX "seller_name_idx" ON "saved_calculations" USING btree ("seller_id","name");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_calculations_fk" FOREIGN KEY ("saved_calculations_id") REFERENCES "public"."saved_calculations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_calculations_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_calculations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "saved_calculations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_saved_calculations_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_saved_calculations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_calculations_id";`)
}
