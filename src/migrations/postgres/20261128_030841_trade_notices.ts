import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trade_bulletins_groups" AS ENUM('designer', 'architect', 'dealer', 'contract');
  CREATE TYPE "public"."enum_trade_bulletins_markets" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_trade_bulletins_kind" AS ENUM('priceUpdate', 'newCollection', 'event', 'other');
  CREATE TYPE "public"."enum_trade_notice_marks_kind" AS ENUM('bulletinRead', 'warningAcknowledged');
  CREATE TYPE "public"."enum_trade_catalogue_changes_kind" AS ENUM('priceChanged', 'discontinued');
  CREATE TYPE "public"."enum_trade_catalogue_changes_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_bulletins_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_notice_marks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_catalogue_changes_id" integer;
  ALTER TABLE "trade_bulletins_groups" ADD CONSTRAINT "trade_bulletins_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_bulletins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_bulletins_markets" ADD CONSTRAINT "trade_bulletins_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_bulletins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_bulletins_locales" ADD CONSTRAINT "trade_bulletins_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_bulletins"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_bulletins_fk" FOREIGN KEY ("trade_bulletins_id") REFERENCES "public"."trade_bulletins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_notice_marks_fk" FOREIGN KEY ("trade_notice_marks_id") REFERENCES "public"."trade_notice_marks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_catalogue_changes_fk" FOREIGN KEY ("trade_catalogue_changes_id") REFERENCES "public"."trade_catalogue_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_bulletins_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_bulletins_id");
  CREATE INDEX "payload_locked_documents_rels_trade_notice_marks_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_notice_marks_id");
  CREATE INDEX "payload_locked_documents_rels_trade_catalogue_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_catalogue_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_bulletins_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_bulletins_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_bulletins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_bulletins_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_notice_marks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_catalogue_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trade_bulletins_groups" CASCADE;
  DROP TABLE "trade_bulletins_markets" CASCADE;
  DROP TABLE "trade_bulletins" CASCADE;
  DROP TABLE "trade_bulletins_locales" CASCADE;
  DROP TABLE "trade_notice_marks" CASCADE;
  DROP TABLE "trade_catalogue_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_bulletins_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_notice_marks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_catalogue_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_trade_bulletins_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_notice_marks_id_idx";
  DROP INDEX "payload_locked_documents_rels_trade_catalogue_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_bulletins_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_notice_marks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_catalogue_changes_id";
  DROP TYPE "public"."enum_trade_bulletins_groups";
  DROP TYPE "public"."enum_trade_bulletins_markets";
  DROP TYPE "public"."enum_trade_bulletins_kind";
  DROP TYPE "public"."enum_trade_notice_marks_kind";
  DROP TYPE "public"."enum_trade_catalogue_changes_kind";
  DROP TYPE "public"."enum_trade_catalogue_changes_market";`)
}
