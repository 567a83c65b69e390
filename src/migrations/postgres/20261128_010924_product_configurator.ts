import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "products_configurator_parts_surcharges" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"delta_eu" numeric DEFAULT 0,
  	"delta_uk" numeric DEFAULT 0,
  	"delta_us" numeric DEFAULT 0,
  	"delta_ch" numeric DEFAULT 0,
  	"delta_cn" numeric DEFAULT 0
  );
  
  CREATE TABLE "products_configurator_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar
  );
  
  CREATE TABLE "products_configurator_parts_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_configurator_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"delta_eu" numeric DEFAULT 0,
  	"delta_uk" numeric DEFAULT 0,
  	"delta_us" numeric DEFAULT 0,
  	"delta_ch" numeric DEFAULT 0,
  	"delta_cn" numeric DEFAULT 0
  );
  
  CREATE TABLE "products_configurator_options_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_products_v_version_configurator_parts_surcharges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"delta_eu" numeric DEFAULT 0,
  	"delta_uk" numeric DEFAULT 0,
  	"delta_us" numeric DEFAULT 0,
  	"delta_ch" numeric DEFAULT 0,
  	"delta_cn" numeric DEFAULT 0,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_configurator_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_configurator_parts_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_configurator_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"delta_eu" numeric DEFAULT 0,
  	"delta_uk" numeric DEFAULT 0,
  	"delta_us" numeric DEFAULT 0,
  	"delta_ch" numeric DEFAULT 0,
  	"delta_cn" numeric DEFAULT 0,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_configurator_options_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "products" ADD COLUMN "configurator_configurable" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_configurator_configurable" boolean DEFAULT false;
  ALTER TABLE "products_configurator_parts_surcharges" ADD CONSTRAINT "products_configurator_parts_surcharges_category_id_material_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."material_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_configurator_parts_surcharges" ADD CONSTRAINT "products_configurator_parts_surcharges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_configurator_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_configurator_parts" ADD CONSTRAINT "products_configurator_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_configurator_parts_locales" ADD CONSTRAINT "products_configurator_parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_configurator_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_configurator_options" ADD CONSTRAINT "products_configurator_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_configurator_options_locales" ADD CONSTRAINT "products_configurator_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_configurator_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_texts" ADD CONSTRAINT "products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_configurator_parts_surcharges" ADD CONSTRAINT "_products_v_version_configurator_parts_surcharges_category_id_material_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."material_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_configurator_parts_surcharges" ADD CONSTRAINT "_products_v_version_configurator_parts_surcharges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_configurator_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_configurator_parts" ADD CONSTRAINT "_products_v_version_configurator_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_configurator_parts_locales" ADD CONSTRAINT "_products_v_version_configurator_parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_configurator_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_configurator_options" ADD CONSTRAINT "_products_v_version_configurator_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_configurator_options_locales" ADD CONSTRAINT "_products_v_version_configurator_options_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_configurator_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_texts" ADD CONSTRAINT "_products_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_configurator_parts_surcharges_order_idx" ON "products_configurator_parts_surcharges" USING btree ("_order");
  CREATE INDEX "products_configurator_parts_surcharges_parent_id_idx" ON "products_configurator_parts_surcharges" USING btree ("_parent_id");
  CREATE INDEX "products_configurator_parts_surcharges_category_idx" ON "products_configurator_parts_surcharges" USING btree ("category_id");
  CREATE INDEX "products_configurator_parts_order_idx" ON "products_configurator_parts" USING btree ("_order");
  CREATE INDEX "products_configurator_parts_parent_id_idx" ON "products_configurator_parts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_configurator_parts_locales_locale_parent_id_unique" ON "products_configurator_parts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_configurator_options_order_idx" ON "products_configurator_options" USING btree ("_order");
  CREATE INDEX "products_configurator_options_parent_id_idx" ON "products_configurator_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_configurator_options_locales_locale_parent_id_uniqu" ON "products_configurator_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_texts_order_parent" ON "products_texts" USING btree ("order","parent_id");
  CREATE INDEX "_products_v_version_configurator_parts_surcharges_order_idx" ON "_products_v_version_configurator_parts_surcharges" USING btree ("_order");
  CREATE INDEX "_products_v_version_configurator_parts_surcharges_parent_id_idx" ON "_products_v_version_configurator_parts_surcharges" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_configurator_parts_surcharges_catego_idx" ON "_products_v_version_configurator_parts_surcharges" USING btree ("category_id");
  CREATE INDEX "_products_v_version_configurator_parts_order_idx" ON "_products_v_version_configurator_parts" USING btree ("_order");
  CREATE INDEX "_products_v_version_configurator_parts_parent_id_idx" ON "_products_v_version_configurator_parts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_configurator_parts_locales_locale_parent" ON "_products_v_version_configurator_parts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_configurator_options_order_idx" ON "_products_v_version_configurator_options" USING btree ("_order");
  CREATE INDEX "_products_v_version_configurator_options_parent_id_idx" ON "_products_v_version_configurator_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_configurator_options_locales_locale_pare" ON "_products_v_version_configurator_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_texts_order_parent" ON "_products_v_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_configurator_parts_surcharges" CASCADE;
  DROP TABLE "products_configurator_parts" CASCADE;
  DROP TABLE "products_configurator_parts_locales" CASCADE;
  DROP TABLE "products_configurator_options" CASCADE;
  DROP TABLE "products_configurator_options_locales" CASCADE;
  DROP TABLE "products_texts" CASCADE;
  DROP TABLE "_products_v_version_configurator_parts_surcharges" CASCADE;
  DROP TABLE "_products_v_version_configurator_parts" CASCADE;
  DROP TABLE "_products_v_version_configurator_parts_locales" CASCADE;
  DROP TABLE "_products_v_version_configurator_options" CASCADE;
  DROP TABLE "_products_v_version_configurator_options_locales" CASCADE;
  DROP TABLE "_products_v_texts" CASCADE;
  ALTER TABLE "products" DROP COLUMN "configurator_configurable";
  ALTER TABLE "_products_v" DROP COLUMN "version_configurator_configurable";`)
}
