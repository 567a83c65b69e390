import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_store_requests_kind" AS ENUM('appointment', 'information');
  CREATE TYPE "public"."enum_store_requests_status" AS ENUM('new', 'answered');
  CREATE TYPE "public"."enum_store_requests_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TABLE "store_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_store_requests_kind" NOT NULL,
  	"store_id" integer NOT NULL,
  	"status" "enum_store_requests_status" DEFAULT 'new' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_prefix" varchar,
  	"phone" varchar,
  	"preferred_date" timestamp(3) with time zone,
  	"locale" "enum_store_requests_locale" NOT NULL,
  	"consent" boolean DEFAULT false NOT NULL,
  	"message" varchar,
  	"answer" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "store_requests_id" integer;
  ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "store_requests_store_idx" ON "store_requests" USING btree ("store_id");
  CREATE INDEX "store_requests_status_idx" ON "store_requests" USING btree ("status");
  CREATE INDEX "store_requests_updated_at_idx" ON "store_requests" USING btree ("updated_at");
  CREATE INDEX "store_requests_created_at_idx" ON "store_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_store_requests_fk" FOREIGN KEY ("store_requests_id") REFERENCES "public"."store_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_store_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("store_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "store_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "store_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_store_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_store_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "store_requests_id";
  DROP TYPE "public"."enum_store_requests_kind";
  DROP TYPE "public"."enum_store_requests_status";
  DROP TYPE "public"."enum_store_requests_locale";`)
}
