import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trade_requests_history_status" AS ENUM('submitted', 'inReview', 'answered', 'closed');
  CREATE TYPE "public"."enum_trade_requests_status" AS ENUM('submitted', 'inReview', 'answered', 'closed');
  CREATE TYPE "public"."enum_trade_requests_kind" AS ENUM('quote', 'sample');
  CREATE TYPE "public"."enum_trade_requests_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_requests_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_trade_bulletins_groups" AS ENUM('designer', 'architect', 'dealer', 'contract');
  CREATE TYPE "public"."enum_trade_bulletins_markets" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_bulletins_kind" AS ENUM('priceUpdate', 'newCollection', 'event', 'other');
  CREATE TYPE "public"."enum_trade_notice_marks_kind" AS ENUM('bulletinRead', 'warningAcknowledged');
  CREATE TYPE "public"."enum_trade_catalogue_changes_kind" AS ENUM('priceChanged', 'discontinued');
  CREATE TYPE "public"."enum_trade_catalogue_changes_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_quickship_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_availability_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_downloads_groups" AS ENUM('designer', 'architect', 'dealer', 'contract');
  CREATE TYPE "public"."enum_trade_downloads_kind" AS ENUM('cad', '3d', 'bim', 'priceList');
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
  
  CREATE TABLE "trade_bulletins_groups" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_trade_bulletins_groups",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "trade_bulletins_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_trade_bulletins_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "trade_bulletins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_trade_bulletins_kind" DEFAULT 'other' NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trade_bulletins_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "trade_notice_marks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor" varchar NOT NULL,
  	"kind" "enum_trade_notice_marks_kind" NOT NULL,
  	"subject" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trade_catalogue_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_trade_catalogue_changes_kind" NOT NULL,
  	"product" numeric NOT NULL,
  	"product_code" varchar NOT NULL,
  	"version_code" varchar,
  	"market" "enum_trade_catalogue_changes_market",
  	"currency" varchar,
  	"previous_amount" numeric,
  	"amount" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_bulletins_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_notice_marks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_catalogue_changes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_quickship_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_availability_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_downloads_id" integer;
  ALTER TABLE "trade_requests_lines" ADD CONSTRAINT "trade_requests_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_requests_history" ADD CONSTRAINT "trade_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_requests_rels" ADD CONSTRAINT "trade_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_requests_rels" ADD CONSTRAINT "trade_requests_rels_trade_offers_fk" FOREIGN KEY ("trade_offers_id") REFERENCES "public"."trade_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_bulletins_groups" ADD CONSTRAINT "trade_bulletins_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_bulletins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_bulletins_markets" ADD CONSTRAINT "trade_bulletins_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_bulletins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_bulletins_locales" ADD CONSTRAINT "trade_bulletins_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_bulletins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_quickship" ADD CONSTRAINT "trade_quickship_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_downloads_groups" ADD CONSTRAINT "trade_downloads_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_downloads_locales" ADD CONSTRAINT "trade_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_downloads_rels" ADD CONSTRAINT "trade_downloads_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_downloads_rels" ADD CONSTRAINT "trade_downloads_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "trade_bulletins_groups_order_idx" ON "trade_bulletins_groups" USING btree ("order");
  CREATE INDEX "trade_bulletins_groups_parent_idx" ON "trade_bulletins_groups" USING btree ("parent_id");
  CREATE INDEX "trade_bulletins_markets_order_idx" ON "trade_bulletins_markets" USING btree ("order");
  CREATE INDEX "trade_bulletins_markets_parent_idx" ON "trade_bulletins_markets" USING btree ("parent_id");
  CREATE INDEX "trade_bulletins_published_at_idx" ON "trade_bulletins" USING btree ("published_at");
  CREATE INDEX "trade_bulletins_updated_at_idx" ON "trade_bulletins" USING btree ("updated_at");
  CREATE INDEX "trade_bulletins_created_at_idx" ON "trade_bulletins" USING btree ("created_at");
  CREATE UNIQUE INDEX "trade_bulletins_locales_locale_parent_id_unique" ON "trade_bulletins_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "trade_notice_marks_visitor_idx" ON "trade_notice_marks" USING btree ("visitor");
  CREATE INDEX "trade_notice_marks_updated_at_idx" ON "trade_notice_marks" USING btree ("updated_at");
  CREATE INDEX "trade_notice_marks_created_at_idx" ON "trade_notice_marks" USING btree ("created_at");
  CREATE UNIQUE INDEX "visitor_kind_subject_idx" ON "trade_notice_marks" USING btree ("visitor","kind","subject");
  CREATE INDEX "trade_catalogue_changes_product_idx" ON "trade_catalogue_changes" USING btree ("product");
  CREATE INDEX "trade_catalogue_changes_updated_at_idx" ON "trade_catalogue_changes" USING btree ("updated_at");
  CREATE INDEX "trade_catalogue_changes_created_at_idx" ON "trade_catalogue_changes" USING btree ("created_at");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_requests_fk" FOREIGN KEY ("trade_requests_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_offers_fk" FOREIGN KEY ("trade_offers_id") REFERENCES "public"."trade_offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_bulletins_fk" FOREIGN KEY ("trade_bulletins_id") REFERENCES "public"."trade_bulletins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_notice_marks_fk" FOREIGN KEY ("trade_notice_marks_id") REFERENCES "public"."trade_notice_marks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_catalogue_changes_fk" FOREIGN KEY ("trade_catalogue_changes_id") REFERENCES "public"."trade_catalogue_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_quickship_fk" FOREIGN KEY ("trade_quickship_id") REFERENCES "public"."trade_quickship"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_availability_fk" FOREIGN KEY ("trade_availability_id") REFERENCES "public"."trade_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_downloads_fk" FOREIGN KEY ("trade_downloads_id") REFERENCES "public"."trade_downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_requests_id");
  CREATE INDEX "payload_locked_documents_rels_trade_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_offers_id");
  CREATE INDEX "payload_locked_documents_rels_trade_bulletins_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_bulletins_id");
  CREATE INDEX "payload_locked_documents_rels_trade_notice_marks_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_notice_marks_id");
  CREATE INDEX "payload_locked_documents_rels_trade_catalogue_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_catalogue_changes_id");
  CREATE INDEX "payload_locked_documents_rels_trade_quickship_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_quickship_id");
  CREATE INDEX "payload_locked_documents_rels_trade_availability_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_availability_id");
  CREATE INDEX "payload_locked_documents_rels_trade_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_downloads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_requests_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_bulletins_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_bulletins_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_bulletins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_bulletins_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_notice_marks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_catalogue_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_quickship" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_availability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_downloads_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_downloads_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trade_requests_lines" CASCADE;
  DROP TABLE "trade_requests_history" CASCADE;
  DROP TABLE "trade_requests" CASCADE;
  DROP TABLE "trade_requests_rels" CASCADE;
  DROP TABLE "trade_offers" CASCADE;
  DROP TABLE "trade_bulletins_groups" CASCADE;
  DROP TABLE "trade_bulletins_markets" CASCADE;
  DROP TABLE "trade_bulletins" CASCADE;
  DROP TABLE "trade_bulletins_locales" CASCADE;
  DROP TABLE "trade_notice_marks" CASCADE;
  DROP TABLE "trade_catalogue_changes" CASCADE;
  DROP TABLE "trade_quickship" CASCADE;
  DROP TABLE "trade_availability" CASCADE;
  DROP TABLE "trade_downloads_groups" CASCADE;
  DROP TABLE "trade_downloads" CASCADE;
  DROP TABLE "trade_downloads_locales" CASCADE;
  DROP TABLE "trade_downloads_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_bulletins_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_notice_marks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_catalogue_changes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_quickship_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_availability_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_downloads_fk";
  
  DROP INDEX "payload_locked_documents_rels_trade_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_bulletins_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_notice_marks_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_catalogue_changes_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_quickship_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_availability_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_downloads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_bulletins_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_notice_marks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_catalogue_changes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_quickship_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_availability_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_downloads_id";
  DROP TYPE "public"."enum_trade_requests_history_status";
  DROP TYPE "public"."enum_trade_requests_status";
  DROP TYPE "public"."enum_trade_requests_kind";
  DROP TYPE "public"."enum_trade_requests_market";
  DROP TYPE "public"."enum_trade_requests_locale";
  DROP TYPE "public"."enum_trade_bulletins_groups";
  DROP TYPE "public"."enum_trade_bulletins_markets";
  DROP TYPE "public"."enum_trade_bulletins_kind";
  DROP TYPE "public"."enum_trade_notice_marks_kind";
  DROP TYPE "public"."enum_trade_catalogue_changes_kind";
  DROP TYPE "public"."enum_trade_catalogue_changes_market";
  DROP TYPE "public"."enum_trade_quickship_market";
  DROP TYPE "public"."enum_trade_availability_market";
  DROP TYPE "public"."enum_trade_downloads_groups";
  DROP TYPE "public"."enum_trade_downloads_kind";`)
}
