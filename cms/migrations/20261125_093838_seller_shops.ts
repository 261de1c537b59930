import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Edited by hand: a seller's shops go with the seller (ON DELETE cascade; the generated set null
// would violate NOT NULL when an admin deletes a seller).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_seller_shops_check_status" AS ENUM('verified', 'unchecked');
  CREATE TABLE "seller_shops" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_id" integer NOT NULL,
  	"client_id" varchar NOT NULL,
  	"name" varchar,
  	"api_key_sealed" varchar NOT NULL,
  	"api_key_last4" varchar,
  	"check_status" "enum_seller_shops_check_status" DEFAULT 'unchecked' NOT NULL,
  	"company_name" varchar,
  	"checked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seller_shops_id" integer;
  ALTER TABLE "seller_shops" ADD CONSTRAINT "seller_shops_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "seller_shops_seller_idx" ON "seller_shops" USING btree ("seller_id");
  CREATE INDEX "seller_shops_client_id_idx" ON "seller_shops" USING btree ("client_id");
  CREATE INDEX "seller_shops_updated_at_idx" ON "seller_shops" USING btree ("updated_at");
  CREATE INDEX "seller_shops_created_at_idx" ON "seller_shops" USING btree ("created_at");
  CREATE UNIQUE INDEX "seller_clientId_idx" ON "seller_shops" USING btree ("seller_id","client_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seller_shops_fk" FOREIGN KEY ("seller_shops_id") REFERENCES "public"."seller_shops"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_seller_shops_id_idx" ON "payload_locked_documents_rels" USING btree ("seller_shops_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seller_shops" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "seller_shops" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seller_shops_fk";
  
  DROP INDEX "payload_locked_documents_rels_seller_shops_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seller_shops_id";
  DROP TYPE "public"."enum_seller_shops_check_status";`)
}
