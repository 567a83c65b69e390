import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trade_applications_markets" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_applications_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_trade_applications_group" AS ENUM('designer', 'architect', 'dealer', 'contract');
  CREATE TYPE "public"."enum_trade_applications_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_trade_applications_profession" AS ENUM('architect', 'interiorDesigner', 'retailer', 'other');
  CREATE TYPE "public"."enum_trade_price_lists_discounts_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_price_lists_entries_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_price_lists_group" AS ENUM('designer', 'architect', 'dealer', 'contract');
  CREATE TABLE "trade_applications_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_trade_applications_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "trade_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_trade_applications_status" DEFAULT 'pending' NOT NULL,
  	"group" "enum_trade_applications_group",
  	"reason" varchar,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_trade_applications_locale" NOT NULL,
  	"profession" "enum_trade_applications_profession" NOT NULL,
  	"company" varchar NOT NULL,
  	"vat_number" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"applied_at" timestamp(3) with time zone NOT NULL,
  	"decided_at" timestamp(3) with time zone,
  	"visitor" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trade_price_lists_discounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market" "enum_trade_price_lists_discounts_market",
  	"percent" numeric NOT NULL
  );
  
  CREATE TABLE "trade_price_lists_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"version_code" varchar NOT NULL,
  	"market" "enum_trade_price_lists_entries_market",
  	"net" numeric,
  	"percent" numeric
  );
  
  CREATE TABLE "trade_price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_trade_price_lists_group" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_price_lists_id" integer;
  ALTER TABLE "trade_applications_markets" ADD CONSTRAINT "trade_applications_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_price_lists_discounts" ADD CONSTRAINT "trade_price_lists_discounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_price_lists_entries" ADD CONSTRAINT "trade_price_lists_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_price_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "trade_applications_markets_order_idx" ON "trade_applications_markets" USING btree ("order");
  CREATE INDEX "trade_applications_markets_parent_idx" ON "trade_applications_markets" USING btree ("parent_id");
  CREATE INDEX "trade_applications_status_idx" ON "trade_applications" USING btree ("status");
  CREATE UNIQUE INDEX "trade_applications_visitor_idx" ON "trade_applications" USING btree ("visitor");
  CREATE INDEX "trade_applications_updated_at_idx" ON "trade_applications" USING btree ("updated_at");
  CREATE INDEX "trade_applications_created_at_idx" ON "trade_applications" USING btree ("created_at");
  CREATE INDEX "trade_price_lists_discounts_order_idx" ON "trade_price_lists_discounts" USING btree ("_order");
  CREATE INDEX "trade_price_lists_discounts_parent_id_idx" ON "trade_price_lists_discounts" USING btree ("_parent_id");
  CREATE INDEX "trade_price_lists_entries_order_idx" ON "trade_price_lists_entries" USING btree ("_order");
  CREATE INDEX "trade_price_lists_entries_parent_id_idx" ON "trade_price_lists_entries" USING btree ("_parent_id");
  CREATE INDEX "trade_price_lists_entries_version_code_idx" ON "trade_price_lists_entries" USING btree ("version_code");
  CREATE UNIQUE INDEX "trade_price_lists_group_idx" ON "trade_price_lists" USING btree ("group");
  CREATE INDEX "trade_price_lists_updated_at_idx" ON "trade_price_lists" USING btree ("updated_at");
  CREATE INDEX "trade_price_lists_created_at_idx" ON "trade_price_lists" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_applications_fk" FOREIGN KEY ("trade_applications_id") REFERENCES "public"."trade_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_price_lists_fk" FOREIGN KEY ("trade_price_lists_id") REFERENCES "public"."trade_price_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_applications_id");
  CREATE INDEX "payload_locked_documents_rels_trade_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_price_lists_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_applications_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_price_lists_discounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_price_lists_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_price_lists" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trade_applications_markets" CASCADE;
  DROP TABLE "trade_applications" CASCADE;
  DROP TABLE "trade_price_lists_discounts" CASCADE;
  DROP TABLE "trade_price_lists_entries" CASCADE;
  DROP TABLE "trade_price_lists" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_price_lists_fk";
  
  DROP INDEX "payload_locked_documents_rels_trade_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_price_lists_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_price_lists_id";
  DROP TYPE "public"."enum_trade_applications_markets";
  DROP TYPE "public"."enum_trade_applications_status";
  DROP TYPE "public"."enum_trade_applications_group";
  DROP TYPE "public"."enum_trade_applications_locale";
  DROP TYPE "public"."enum_trade_applications_profession";
  DROP TYPE "public"."enum_trade_price_lists_discounts_market";
  DROP TYPE "public"."enum_trade_price_lists_entries_market";
  DROP TYPE "public"."enum_trade_price_lists_group";`)
}
