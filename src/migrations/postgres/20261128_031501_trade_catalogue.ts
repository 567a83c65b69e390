import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trade_quickship_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_availability_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_downloads_groups" AS ENUM('designer', 'architect', 'dealer', 'contract');
  CREATE TYPE "public"."enum_trade_downloads_kind" AS ENUM('cad', '3d', 'bim', 'priceList');
  CREATE TABLE "trade_quickship" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"version_code" varchar NOT NULL,
  	"market" "enum_trade_quickship_market" NOT NULL,
  	"quantity" numeric NOT NULL,
  	"ship_by" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trade_availability" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_code" varchar NOT NULL,
  	"market" "enum_trade_availability_market",
  	"lead_time_weeks" numeric,
  	"stock" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trade_downloads_groups" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_trade_downloads_groups",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "trade_downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_trade_downloads_kind" NOT NULL,
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
  
  CREATE TABLE "trade_downloads_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "trade_downloads_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_quickship_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_availability_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_downloads_id" integer;
  ALTER TABLE "trade_quickship" ADD CONSTRAINT "trade_quickship_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_downloads_groups" ADD CONSTRAINT "trade_downloads_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_downloads_locales" ADD CONSTRAINT "trade_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_downloads_rels" ADD CONSTRAINT "trade_downloads_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_downloads_rels" ADD CONSTRAINT "trade_downloads_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "trade_quickship_product_idx" ON "trade_quickship" USING btree ("product_id");
  CREATE INDEX "trade_quickship_version_code_idx" ON "trade_quickship" USING btree ("version_code");
  CREATE INDEX "trade_quickship_market_idx" ON "trade_quickship" USING btree ("market");
  CREATE INDEX "trade_quickship_ship_by_idx" ON "trade_quickship" USING btree ("ship_by");
  CREATE INDEX "trade_quickship_updated_at_idx" ON "trade_quickship" USING btree ("updated_at");
  CREATE INDEX "trade_quickship_created_at_idx" ON "trade_quickship" USING btree ("created_at");
  CREATE INDEX "trade_availability_version_code_idx" ON "trade_availability" USING btree ("version_code");
  CREATE INDEX "trade_availability_updated_at_idx" ON "trade_availability" USING btree ("updated_at");
  CREATE INDEX "trade_availability_created_at_idx" ON "trade_availability" USING btree ("created_at");
  CREATE INDEX "trade_downloads_groups_order_idx" ON "trade_downloads_groups" USING btree ("order");
  CREATE INDEX "trade_downloads_groups_parent_idx" ON "trade_downloads_groups" USING btree ("parent_id");
  CREATE INDEX "trade_downloads_updated_at_idx" ON "trade_downloads" USING btree ("updated_at");
  CREATE INDEX "trade_downloads_created_at_idx" ON "trade_downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "trade_downloads_filename_idx" ON "trade_downloads" USING btree ("filename");
  CREATE UNIQUE INDEX "trade_downloads_locales_locale_parent_id_unique" ON "trade_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "trade_downloads_rels_order_idx" ON "trade_downloads_rels" USING btree ("order");
  CREATE INDEX "trade_downloads_rels_parent_idx" ON "trade_downloads_rels" USING btree ("parent_id");
  CREATE INDEX "trade_downloads_rels_path_idx" ON "trade_downloads_rels" USING btree ("path");
  CREATE INDEX "trade_downloads_rels_products_id_idx" ON "trade_downloads_rels" USING btree ("products_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_quickship_fk" FOREIGN KEY ("trade_quickship_id") REFERENCES "public"."trade_quickship"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_availability_fk" FOREIGN KEY ("trade_availability_id") REFERENCES "public"."trade_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_downloads_fk" FOREIGN KEY ("trade_downloads_id") REFERENCES "public"."trade_downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_quickship_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_quickship_id");
  CREATE INDEX "payload_locked_documents_rels_trade_availability_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_availability_id");
  CREATE INDEX "payload_locked_documents_rels_trade_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_downloads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_quickship" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_availability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_downloads_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_downloads_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trade_quickship" CASCADE;
  DROP TABLE "trade_availability" CASCADE;
  DROP TABLE "trade_downloads_groups" CASCADE;
  DROP TABLE "trade_downloads" CASCADE;
  DROP TABLE "trade_downloads_locales" CASCADE;
  DROP TABLE "trade_downloads_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_quickship_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_availability_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_downloads_fk";
  
  DROP INDEX "payload_locked_documents_rels_trade_quickship_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_availability_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_downloads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_quickship_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_availability_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_downloads_id";
  DROP TYPE "public"."enum_trade_quickship_market";
  DROP TYPE "public"."enum_trade_availability_market";
  DROP TYPE "public"."enum_trade_downloads_groups";
  DROP TYPE "public"."enum_trade_downloads_kind";`)
}
