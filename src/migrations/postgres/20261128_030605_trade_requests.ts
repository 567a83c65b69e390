import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trade_requests_history_status" AS ENUM('submitted', 'inReview', 'answered', 'closed');
  CREATE TYPE "public"."enum_trade_requests_status" AS ENUM('submitted', 'inReview', 'answered', 'closed');
  CREATE TYPE "public"."enum_trade_requests_kind" AS ENUM('quote', 'sample');
  CREATE TYPE "public"."enum_trade_requests_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_requests_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TABLE "trade_requests_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"version" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"configuration" varchar
  );
  
  CREATE TABLE "trade_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_trade_requests_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "trade_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_trade_requests_status" DEFAULT 'submitted' NOT NULL,
  	"kind" "enum_trade_requests_kind" NOT NULL,
  	"market" "enum_trade_requests_market" NOT NULL,
  	"message" varchar,
  	"answer" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company" varchar,
  	"locale" "enum_trade_requests_locale" NOT NULL,
  	"submitted_at" timestamp(3) with time zone NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"seen_at" timestamp(3) with time zone,
  	"visitor" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trade_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"trade_offers_id" integer
  );
  
  CREATE TABLE "trade_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_offers_id" integer;
  ALTER TABLE "trade_requests_lines" ADD CONSTRAINT "trade_requests_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_requests_history" ADD CONSTRAINT "trade_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_requests_rels" ADD CONSTRAINT "trade_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_requests_rels" ADD CONSTRAINT "trade_requests_rels_trade_offers_fk" FOREIGN KEY ("trade_offers_id") REFERENCES "public"."trade_offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "trade_requests_lines_order_idx" ON "trade_requests_lines" USING btree ("_order");
  CREATE INDEX "trade_requests_lines_parent_id_idx" ON "trade_requests_lines" USING btree ("_parent_id");
  CREATE INDEX "trade_requests_history_order_idx" ON "trade_requests_history" USING btree ("_order");
  CREATE INDEX "trade_requests_history_parent_id_idx" ON "trade_requests_history" USING btree ("_parent_id");
  CREATE INDEX "trade_requests_status_idx" ON "trade_requests" USING btree ("status");
  CREATE INDEX "trade_requests_submitted_at_idx" ON "trade_requests" USING btree ("submitted_at");
  CREATE INDEX "trade_requests_visitor_idx" ON "trade_requests" USING btree ("visitor");
  CREATE INDEX "trade_requests_updated_at_idx" ON "trade_requests" USING btree ("updated_at");
  CREATE INDEX "trade_requests_created_at_idx" ON "trade_requests" USING btree ("created_at");
  CREATE INDEX "trade_requests_rels_order_idx" ON "trade_requests_rels" USING btree ("order");
  CREATE INDEX "trade_requests_rels_parent_idx" ON "trade_requests_rels" USING btree ("parent_id");
  CREATE INDEX "trade_requests_rels_path_idx" ON "trade_requests_rels" USING btree ("path");
  CREATE INDEX "trade_requests_rels_trade_offers_id_idx" ON "trade_requests_rels" USING btree ("trade_offers_id");
  CREATE INDEX "trade_offers_updated_at_idx" ON "trade_offers" USING btree ("updated_at");
  CREATE INDEX "trade_offers_created_at_idx" ON "trade_offers" USING btree ("created_at");
  CREATE UNIQUE INDEX "trade_offers_filename_idx" ON "trade_offers" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_requests_fk" FOREIGN KEY ("trade_requests_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_offers_fk" FOREIGN KEY ("trade_offers_id") REFERENCES "public"."trade_offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_requests_id");
  CREATE INDEX "payload_locked_documents_rels_trade_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_offers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_requests_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_offers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trade_requests_lines" CASCADE;
  DROP TABLE "trade_requests_history" CASCADE;
  DROP TABLE "trade_requests" CASCADE;
  DROP TABLE "trade_requests_rels" CASCADE;
  DROP TABLE "trade_offers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_offers_fk";
  
  DROP INDEX "payload_locked_documents_rels_trade_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_offers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_offers_id";
  DROP TYPE "public"."enum_trade_requests_history_status";
  DROP TYPE "public"."enum_trade_requests_status";
  DROP TYPE "public"."enum_trade_requests_kind";
  DROP TYPE "public"."enum_trade_requests_market";
  DROP TYPE "public"."enum_trade_requests_locale";`)
}
