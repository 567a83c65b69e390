import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_pages_blocks_hero_slides_link_type" AS ENUM('reference', 'url', 'asset', 'email');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_type" AS ENUM('reference', 'url', 'asset', 'email');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slides_link_type" AS ENUM('reference', 'url', 'asset', 'email');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_link_type" AS ENUM('reference', 'url', 'asset', 'email');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_products_versions_prices_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum_products_versions_prices_currency" AS ENUM('EUR', 'GBP', 'USD', 'CHF', 'CNY');
  CREATE TYPE "public"."enum_products_versions_type" AS ENUM('accessory', 'cushion', 'sofa', 'lighting', 'daybed', 'bed', 'bench', 'armchair', 'pouf', 'chair', 'small-table', 'table', 'rug', 'bookshelf', 'furniture', 'desk', 'mirror');
  CREATE TYPE "public"."enum_products_type" AS ENUM('accessory', 'cushion', 'sofa', 'lighting', 'daybed', 'bed', 'bench', 'armchair', 'pouf', 'chair', 'small-table', 'table', 'rug', 'bookshelf', 'furniture', 'desk', 'mirror');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_versions_prices_market" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TYPE "public"."enum__products_v_version_versions_prices_currency" AS ENUM('EUR', 'GBP', 'USD', 'CHF', 'CNY');
  CREATE TYPE "public"."enum__products_v_version_versions_type" AS ENUM('accessory', 'cushion', 'sofa', 'lighting', 'daybed', 'bed', 'bench', 'armchair', 'pouf', 'chair', 'small-table', 'table', 'rug', 'bookshelf', 'furniture', 'desk', 'mirror');
  CREATE TYPE "public"."enum__products_v_version_type" AS ENUM('accessory', 'cushion', 'sofa', 'lighting', 'daybed', 'bed', 'bench', 'armchair', 'pouf', 'chair', 'small-table', 'table', 'rug', 'bookshelf', 'furniture', 'desk', 'mirror');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_categories_identifier" AS ENUM('index', 'sofas-armchairs', 'beds', 'mattresses', 'bedroom-sets', 'chairs', 'tables-coffee-tables', 'accessories', 'rugs', 'lighting');
  CREATE TYPE "public"."enum_materials_properties" AS ENUM('water-repellent', 'stain-resistant', 'light-fast', 'fire-retardant', 'anti-scratch', 'removable-cover', 'natural', 'recycled', 'hand-made', 'heat-resistant');
  CREATE TYPE "public"."enum_materials_colour" AS ENUM('white', 'ivory', 'beige', 'sand', 'brown', 'grey', 'anthracite', 'black', 'blue', 'green', 'red', 'orange', 'yellow', 'pink', 'purple', 'gold', 'silver', 'multicolour');
  CREATE TYPE "public"."enum_materials_durability" AS ENUM('very-delicate', 'delicate', 'not-very-delicate', 'average-resistant', 'resistant');
  CREATE TYPE "public"."enum_materials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__materials_v_version_properties" AS ENUM('water-repellent', 'stain-resistant', 'light-fast', 'fire-retardant', 'anti-scratch', 'removable-cover', 'natural', 'recycled', 'hand-made', 'heat-resistant');
  CREATE TYPE "public"."enum__materials_v_version_colour" AS ENUM('white', 'ivory', 'beige', 'sand', 'brown', 'grey', 'anthracite', 'black', 'blue', 'green', 'red', 'orange', 'yellow', 'pink', 'purple', 'gold', 'silver', 'multicolour');
  CREATE TYPE "public"."enum__materials_v_version_durability" AS ENUM('very-delicate', 'delicate', 'not-very-delicate', 'average-resistant', 'resistant');
  CREATE TYPE "public"."enum__materials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__materials_v_published_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_material_categories_kind" AS ENUM('leather', 'resin', 'art-glass', 'fabric', 'wood', 'surface', 'stone', 'metal');
  CREATE TYPE "public"."enum_moods_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__moods_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__moods_v_published_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_stories_category" AS ENUM('news', 'events', 'design', 'craftsmanship', 'press');
  CREATE TYPE "public"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_version_category" AS ENUM('news', 'events', 'design', 'craftsmanship', 'press');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_published_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_downloads_file_type" AS ENUM('pdf', 'dwg', 'dxf', '3ds', 'obj', 'zip', 'image');
  CREATE TYPE "public"."enum_downloads_language" AS ENUM('multi', 'it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_downloads_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__downloads_v_version_file_type" AS ENUM('pdf', 'dwg', 'dxf', '3ds', 'obj', 'zip', 'image');
  CREATE TYPE "public"."enum__downloads_v_version_language" AS ENUM('multi', 'it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum__downloads_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__downloads_v_published_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_stores_opening_hours_day" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_stores_services" AS ENUM('showroom', 'design-service', 'outlet', 'delivery', 'assembly', 'trade-desk', 'parking');
  CREATE TYPE "public"."enum_stores_type" AS ENUM('MONOMARCA', 'MULTIMARCA');
  CREATE TYPE "public"."enum_stores_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stores_v_version_opening_hours_day" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum__stores_v_version_services" AS ENUM('showroom', 'design-service', 'outlet', 'delivery', 'assembly', 'trade-desk', 'parking');
  CREATE TYPE "public"."enum__stores_v_version_type" AS ENUM('MONOMARCA', 'MULTIMARCA');
  CREATE TYPE "public"."enum__stores_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stores_v_published_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TYPE "public"."enum_redirects_status_code" AS ENUM('301', '302', '307', '308');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_main_menu_items_children_link_type" AS ENUM('reference', 'url', 'asset', 'email');
  CREATE TYPE "public"."enum_main_menu_items_link_type" AS ENUM('reference', 'url', 'asset', 'email');
  CREATE TYPE "public"."enum_footer_columns_links_link_type" AS ENUM('reference', 'url', 'asset', 'email');
  CREATE TYPE "public"."enum_footer_social_network" AS ENUM('instagram', 'facebook', 'pinterest', 'linkedin', 'youtube', 'wechat', 'weibo', 'vk');
  CREATE TYPE "public"."enum_site_settings_hidden_per_language_locale" AS ENUM('it', 'en', 'de', 'es', 'fr', 'ru', 'zh');
  CREATE TABLE "pages_blocks_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"link_type" "enum_pages_blocks_hero_slides_link_type" DEFAULT 'reference',
  	"link_label" varchar,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"link_new_tab" boolean
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_call_to_action_link_type" DEFAULT 'reference',
  	"link_label" varchar,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"link_new_tab" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer,
  	"products_id" integer,
  	"categories_id" integer,
  	"materials_id" integer,
  	"moods_id" integer,
  	"projects_id" integer,
  	"stories_id" integer,
  	"stores_id" integer,
  	"designers_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"link_type" "enum__pages_v_blocks_hero_slides_link_type" DEFAULT 'reference',
  	"link_label" varchar,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"link_new_tab" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum__pages_v_blocks_call_to_action_link_type" DEFAULT 'reference',
  	"link_label" varchar,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"link_new_tab" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer,
  	"products_id" integer,
  	"categories_id" integer,
  	"materials_id" integer,
  	"moods_id" integer,
  	"projects_id" integer,
  	"stories_id" integer,
  	"stores_id" integer,
  	"designers_id" integer
  );
  
  CREATE TABLE "products_versions_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 1,
  	"length" numeric,
  	"height" numeric,
  	"depth" numeric,
  	"weight" numeric,
  	"volume" numeric
  );
  
  CREATE TABLE "products_versions_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"market" "enum_products_versions_prices_market",
  	"currency" "enum_products_versions_prices_currency",
  	"amount" numeric
  );
  
  CREATE TABLE "products_versions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_products_versions_type",
  	"code" varchar,
  	"dimensions_length" numeric,
  	"dimensions_height" numeric,
  	"dimensions_depth" numeric,
  	"dimensions_seat_height" numeric
  );
  
  CREATE TABLE "products_versions_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"category_id" integer,
  	"family_id" integer,
  	"type" "enum_products_type",
  	"usage_indoor" boolean DEFAULT true,
  	"usage_open_air" boolean,
  	"usage_outdoor" boolean,
  	"usage_new_arrival" boolean,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar,
  	"tagline" varchar,
  	"description" jsonb,
  	"technical_data" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"material_categories_id" integer,
  	"materials_id" integer,
  	"products_id" integer,
  	"downloads_id" integer,
  	"designers_id" integer
  );
  
  CREATE TABLE "_products_v_version_versions_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"count" numeric DEFAULT 1,
  	"length" numeric,
  	"height" numeric,
  	"depth" numeric,
  	"weight" numeric,
  	"volume" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_versions_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"market" "enum__products_v_version_versions_prices_market",
  	"currency" "enum__products_v_version_versions_prices_currency",
  	"amount" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_versions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__products_v_version_versions_type",
  	"code" varchar,
  	"dimensions_length" numeric,
  	"dimensions_height" numeric,
  	"dimensions_depth" numeric,
  	"dimensions_seat_height" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_versions_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean,
  	"version_category_id" integer,
  	"version_family_id" integer,
  	"version_type" "enum__products_v_version_type",
  	"version_usage_indoor" boolean DEFAULT true,
  	"version_usage_open_air" boolean,
  	"version_usage_outdoor" boolean,
  	"version_usage_new_arrival" boolean,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_tagline" varchar,
  	"version_description" jsonb,
  	"version_technical_data" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"material_categories_id" integer,
  	"materials_id" integer,
  	"products_id" integer,
  	"downloads_id" integer,
  	"designers_id" integer
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"identifier" "enum_categories_identifier" NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "families" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "families_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "designers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"country" varchar,
  	"portrait_id" integer,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "designers_locales" (
  	"slug" varchar NOT NULL,
  	"bio" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "materials_properties" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_materials_properties",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "materials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"swatch_id" integer,
  	"detail_id" integer,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"category_id" integer,
  	"colour" "enum_materials_colour",
  	"hex" varchar,
  	"durability" "enum_materials_durability",
  	"martindale" numeric,
  	"usage_indoor" boolean DEFAULT true,
  	"usage_open_air" boolean,
  	"usage_outdoor" boolean,
  	"usage_new_arrival" boolean,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_materials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "materials_locales" (
  	"name" varchar,
  	"description" varchar,
  	"care" varchar,
  	"type" varchar,
  	"composition" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "materials_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_materials_v_version_properties" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__materials_v_version_properties",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_materials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_swatch_id" integer,
  	"version_detail_id" integer,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean,
  	"version_category_id" integer,
  	"version_colour" "enum__materials_v_version_colour",
  	"version_hex" varchar,
  	"version_durability" "enum__materials_v_version_durability",
  	"version_martindale" numeric,
  	"version_usage_indoor" boolean DEFAULT true,
  	"version_usage_open_air" boolean,
  	"version_usage_outdoor" boolean,
  	"version_usage_new_arrival" boolean,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__materials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__materials_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_materials_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_care" varchar,
  	"version_type" varchar,
  	"version_composition" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_materials_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "material_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_material_categories_kind" NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "material_categories_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "moods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"archived" boolean,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_moods_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "moods_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "moods_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"products_id" integer,
  	"materials_id" integer
  );
  
  CREATE TABLE "_moods_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_cover_id" integer,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean,
  	"version_archived" boolean,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__moods_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__moods_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_moods_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_moods_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"products_id" integer,
  	"materials_id" integer
  );
  
  CREATE TABLE "projects_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "projects_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"architect" varchar,
  	"cover_id" integer,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar,
  	"location" varchar,
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_projects_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_year" numeric,
  	"version_architect" varchar,
  	"version_cover_id" integer,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__projects_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"category" "enum_stories_category",
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "stories_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_cover_id" integer,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean,
  	"version_category" "enum__stories_v_version_category",
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__stories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_stories_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_stories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"file_type" "enum_downloads_file_type",
  	"language" "enum_downloads_language" DEFAULT 'multi',
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_downloads_status" DEFAULT 'draft',
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
  
  CREATE TABLE "downloads_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_downloads_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category_id" integer,
  	"version_file_type" "enum__downloads_v_version_file_type",
  	"version_language" "enum__downloads_v_version_language" DEFAULT 'multi',
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__downloads_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__downloads_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_downloads_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_downloads_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "download_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "download_categories_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stores_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_stores_opening_hours_day",
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "stores_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_stores_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "stores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar,
  	"type" "enum_stores_type",
  	"address" varchar,
  	"postcode" varchar,
  	"city" varchar,
  	"province" varchar,
  	"region" varchar,
  	"country" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"timezone" varchar DEFAULT 'Europe/Rome',
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stores_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "stores_locales" (
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stores_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_stores_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" "enum__stores_v_version_opening_hours_day",
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stores_v_version_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__stores_v_version_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_stores_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_company_name" varchar,
  	"version_type" "enum__stores_v_version_type",
  	"version_address" varchar,
  	"version_postcode" varchar,
  	"version_city" varchar,
  	"version_province" varchar,
  	"version_region" varchar,
  	"version_country" varchar,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_timezone" varchar DEFAULT 'Europe/Rome',
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_website" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stores_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__stores_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_stores_v_locales" (
  	"version_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_stores_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"credit" varchar,
  	"blur_data_url" varchar,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"status_code" "enum_redirects_status_code" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"categories_id" integer,
  	"families_id" integer,
  	"designers_id" integer,
  	"materials_id" integer,
  	"material_categories_id" integer,
  	"moods_id" integer,
  	"projects_id" integer,
  	"stories_id" integer,
  	"downloads_id" integer,
  	"download_categories_id" integer,
  	"stores_id" integer,
  	"media_id" integer,
  	"redirects_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "main_menu_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_main_menu_items_children_link_type" DEFAULT 'reference' NOT NULL,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"link_new_tab" boolean
  );
  
  CREATE TABLE "main_menu_items_children_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "main_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_main_menu_items_link_type" DEFAULT 'reference' NOT NULL,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"link_new_tab" boolean
  );
  
  CREATE TABLE "main_menu_items_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "main_menu" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "main_menu_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"categories_id" integer,
  	"materials_id" integer,
  	"moods_id" integer,
  	"projects_id" integer,
  	"stories_id" integer,
  	"stores_id" integer,
  	"designers_id" integer
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_footer_columns_links_link_type" DEFAULT 'reference' NOT NULL,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"link_new_tab" boolean
  );
  
  CREATE TABLE "footer_columns_links_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer_columns_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_footer_social_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"address" varchar,
  	"legal" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"categories_id" integer,
  	"materials_id" integer,
  	"moods_id" integer,
  	"projects_id" integer,
  	"stories_id" integer,
  	"stores_id" integer,
  	"designers_id" integer
  );
  
  CREATE TABLE "site_settings_hidden_per_language" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"locale" "enum_site_settings_hidden_per_language_locale" NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar DEFAULT 'Atelier Vesta' NOT NULL,
  	"china_variant" boolean,
  	"hide_prices" boolean,
  	"map_latitude" numeric DEFAULT 41.89 NOT NULL,
  	"map_longitude" numeric DEFAULT 12.51 NOT NULL,
  	"map_zoom" numeric DEFAULT 3 NOT NULL,
  	"map_style_url" varchar,
  	"product_book_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "site_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"materials_id" integer,
  	"moods_id" integer,
  	"projects_id" integer,
  	"stories_id" integer,
  	"stores_id" integer,
  	"pages_id" integer,
  	"downloads_id" integer
  );
  
  CREATE TABLE "labels_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL
  );
  
  CREATE TABLE "labels_entries_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "labels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero_slides" ADD CONSTRAINT "pages_blocks_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slides" ADD CONSTRAINT "pages_blocks_hero_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slides" ADD CONSTRAINT "pages_blocks_hero_slides_link_asset_id_downloads_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slides" ADD CONSTRAINT "pages_blocks_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_carousel" ADD CONSTRAINT "pages_blocks_product_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teasers" ADD CONSTRAINT "pages_blocks_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_link_asset_id_downloads_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_moods_fk" FOREIGN KEY ("moods_id") REFERENCES "public"."moods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_designers_fk" FOREIGN KEY ("designers_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slides_link_asset_id_downloads_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_carousel" ADD CONSTRAINT "_pages_v_blocks_product_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teasers" ADD CONSTRAINT "_pages_v_blocks_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_link_asset_id_downloads_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_moods_fk" FOREIGN KEY ("moods_id") REFERENCES "public"."moods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_designers_fk" FOREIGN KEY ("designers_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_versions_packages" ADD CONSTRAINT "products_versions_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_versions_prices" ADD CONSTRAINT "products_versions_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_versions" ADD CONSTRAINT "products_versions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_versions_locales" ADD CONSTRAINT "products_versions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_material_categories_fk" FOREIGN KEY ("material_categories_id") REFERENCES "public"."material_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_designers_fk" FOREIGN KEY ("designers_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_versions_packages" ADD CONSTRAINT "_products_v_version_versions_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_versions_prices" ADD CONSTRAINT "_products_v_version_versions_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_versions" ADD CONSTRAINT "_products_v_version_versions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_versions_locales" ADD CONSTRAINT "_products_v_version_versions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_family_id_families_id_fk" FOREIGN KEY ("version_family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_material_categories_fk" FOREIGN KEY ("material_categories_id") REFERENCES "public"."material_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_designers_fk" FOREIGN KEY ("designers_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "families_locales" ADD CONSTRAINT "families_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "designers" ADD CONSTRAINT "designers_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "designers" ADD CONSTRAINT "designers_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "designers_locales" ADD CONSTRAINT "designers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "materials_properties" ADD CONSTRAINT "materials_properties_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "materials" ADD CONSTRAINT "materials_swatch_id_media_id_fk" FOREIGN KEY ("swatch_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "materials" ADD CONSTRAINT "materials_detail_id_media_id_fk" FOREIGN KEY ("detail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "materials" ADD CONSTRAINT "materials_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "materials" ADD CONSTRAINT "materials_category_id_material_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."material_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "materials_locales" ADD CONSTRAINT "materials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "materials_rels" ADD CONSTRAINT "materials_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "materials_rels" ADD CONSTRAINT "materials_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_materials_v_version_properties" ADD CONSTRAINT "_materials_v_version_properties_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_materials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_materials_v" ADD CONSTRAINT "_materials_v_parent_id_materials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_materials_v" ADD CONSTRAINT "_materials_v_version_swatch_id_media_id_fk" FOREIGN KEY ("version_swatch_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_materials_v" ADD CONSTRAINT "_materials_v_version_detail_id_media_id_fk" FOREIGN KEY ("version_detail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_materials_v" ADD CONSTRAINT "_materials_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_materials_v" ADD CONSTRAINT "_materials_v_version_category_id_material_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."material_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_materials_v_locales" ADD CONSTRAINT "_materials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_materials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_materials_v_rels" ADD CONSTRAINT "_materials_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_materials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_materials_v_rels" ADD CONSTRAINT "_materials_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "material_categories" ADD CONSTRAINT "material_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "material_categories_locales" ADD CONSTRAINT "material_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."material_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "moods" ADD CONSTRAINT "moods_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "moods" ADD CONSTRAINT "moods_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "moods_locales" ADD CONSTRAINT "moods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."moods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "moods_rels" ADD CONSTRAINT "moods_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."moods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "moods_rels" ADD CONSTRAINT "moods_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "moods_rels" ADD CONSTRAINT "moods_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "moods_rels" ADD CONSTRAINT "moods_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_moods_v" ADD CONSTRAINT "_moods_v_parent_id_moods_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."moods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_moods_v" ADD CONSTRAINT "_moods_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_moods_v" ADD CONSTRAINT "_moods_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_moods_v_locales" ADD CONSTRAINT "_moods_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_moods_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_moods_v_rels" ADD CONSTRAINT "_moods_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_moods_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_moods_v_rels" ADD CONSTRAINT "_moods_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_moods_v_rels" ADD CONSTRAINT "_moods_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_moods_v_rels" ADD CONSTRAINT "_moods_v_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_steps" ADD CONSTRAINT "projects_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_steps" ADD CONSTRAINT "projects_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_steps_locales" ADD CONSTRAINT "projects_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_steps" ADD CONSTRAINT "_projects_v_version_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_steps" ADD CONSTRAINT "_projects_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_steps_locales" ADD CONSTRAINT "_projects_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_locales" ADD CONSTRAINT "stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_locales" ADD CONSTRAINT "_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_category_id_download_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."download_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads_rels" ADD CONSTRAINT "downloads_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads_rels" ADD CONSTRAINT "downloads_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_parent_id_downloads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_version_category_id_download_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."download_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v_locales" ADD CONSTRAINT "_downloads_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_downloads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_downloads_v_rels" ADD CONSTRAINT "_downloads_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_downloads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_downloads_v_rels" ADD CONSTRAINT "_downloads_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "download_categories_locales" ADD CONSTRAINT "download_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."download_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_opening_hours" ADD CONSTRAINT "stores_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_services" ADD CONSTRAINT "stores_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores" ADD CONSTRAINT "stores_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_locales" ADD CONSTRAINT "stores_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_rels" ADD CONSTRAINT "stores_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_rels" ADD CONSTRAINT "stores_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stores_v_version_opening_hours" ADD CONSTRAINT "_stores_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stores_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stores_v_version_services" ADD CONSTRAINT "_stores_v_version_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stores_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stores_v" ADD CONSTRAINT "_stores_v_parent_id_stores_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stores_v" ADD CONSTRAINT "_stores_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stores_v_locales" ADD CONSTRAINT "_stores_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stores_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stores_v_rels" ADD CONSTRAINT "_stores_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stores_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stores_v_rels" ADD CONSTRAINT "_stores_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_families_fk" FOREIGN KEY ("families_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_designers_fk" FOREIGN KEY ("designers_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_material_categories_fk" FOREIGN KEY ("material_categories_id") REFERENCES "public"."material_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_moods_fk" FOREIGN KEY ("moods_id") REFERENCES "public"."moods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_download_categories_fk" FOREIGN KEY ("download_categories_id") REFERENCES "public"."download_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_items_children" ADD CONSTRAINT "main_menu_items_children_link_asset_id_downloads_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_menu_items_children" ADD CONSTRAINT "main_menu_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_items_children_locales" ADD CONSTRAINT "main_menu_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_items" ADD CONSTRAINT "main_menu_items_link_asset_id_downloads_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_menu_items" ADD CONSTRAINT "main_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_items_locales" ADD CONSTRAINT "main_menu_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_moods_fk" FOREIGN KEY ("moods_id") REFERENCES "public"."moods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_designers_fk" FOREIGN KEY ("designers_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_link_asset_id_downloads_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links_locales" ADD CONSTRAINT "footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_social" ADD CONSTRAINT "footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_moods_fk" FOREIGN KEY ("moods_id") REFERENCES "public"."moods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_designers_fk" FOREIGN KEY ("designers_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_hidden_per_language" ADD CONSTRAINT "site_settings_hidden_per_language_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_materials_fk" FOREIGN KEY ("materials_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_moods_fk" FOREIGN KEY ("moods_id") REFERENCES "public"."moods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_entries" ADD CONSTRAINT "labels_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_entries_locales" ADD CONSTRAINT "labels_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_slides_order_idx" ON "pages_blocks_hero_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slides_parent_id_idx" ON "pages_blocks_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slides_locale_idx" ON "pages_blocks_hero_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_slides_image_idx" ON "pages_blocks_hero_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_slides_mobile_image_idx" ON "pages_blocks_hero_slides" USING btree ("mobile_image_id");
  CREATE INDEX "pages_blocks_hero_slides_link_link_asset_idx" ON "pages_blocks_hero_slides" USING btree ("link_asset_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_carousel_order_idx" ON "pages_blocks_product_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_carousel_parent_id_idx" ON "pages_blocks_product_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_carousel_path_idx" ON "pages_blocks_product_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_carousel_locale_idx" ON "pages_blocks_product_carousel" USING btree ("_locale");
  CREATE INDEX "pages_blocks_teasers_order_idx" ON "pages_blocks_teasers" USING btree ("_order");
  CREATE INDEX "pages_blocks_teasers_parent_id_idx" ON "pages_blocks_teasers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teasers_path_idx" ON "pages_blocks_teasers" USING btree ("_path");
  CREATE INDEX "pages_blocks_teasers_locale_idx" ON "pages_blocks_teasers" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_locale_idx" ON "pages_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_image_idx" ON "pages_blocks_call_to_action" USING btree ("image_id");
  CREATE INDEX "pages_blocks_call_to_action_link_link_asset_idx" ON "pages_blocks_call_to_action" USING btree ("link_asset_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id","locale");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id","locale");
  CREATE INDEX "pages_rels_categories_id_idx" ON "pages_rels" USING btree ("categories_id","locale");
  CREATE INDEX "pages_rels_materials_id_idx" ON "pages_rels" USING btree ("materials_id","locale");
  CREATE INDEX "pages_rels_moods_id_idx" ON "pages_rels" USING btree ("moods_id","locale");
  CREATE INDEX "pages_rels_projects_id_idx" ON "pages_rels" USING btree ("projects_id","locale");
  CREATE INDEX "pages_rels_stories_id_idx" ON "pages_rels" USING btree ("stories_id","locale");
  CREATE INDEX "pages_rels_stores_id_idx" ON "pages_rels" USING btree ("stores_id","locale");
  CREATE INDEX "pages_rels_designers_id_idx" ON "pages_rels" USING btree ("designers_id","locale");
  CREATE INDEX "_pages_v_blocks_hero_slides_order_idx" ON "_pages_v_blocks_hero_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slides_parent_id_idx" ON "_pages_v_blocks_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slides_locale_idx" ON "_pages_v_blocks_hero_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_slides_image_idx" ON "_pages_v_blocks_hero_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_slides_mobile_image_idx" ON "_pages_v_blocks_hero_slides" USING btree ("mobile_image_id");
  CREATE INDEX "_pages_v_blocks_hero_slides_link_link_asset_idx" ON "_pages_v_blocks_hero_slides" USING btree ("link_asset_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_carousel_order_idx" ON "_pages_v_blocks_product_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_carousel_parent_id_idx" ON "_pages_v_blocks_product_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_carousel_path_idx" ON "_pages_v_blocks_product_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_carousel_locale_idx" ON "_pages_v_blocks_product_carousel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_teasers_order_idx" ON "_pages_v_blocks_teasers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teasers_parent_id_idx" ON "_pages_v_blocks_teasers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teasers_path_idx" ON "_pages_v_blocks_teasers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_teasers_locale_idx" ON "_pages_v_blocks_teasers" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_locale_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_image_idx" ON "_pages_v_blocks_call_to_action" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_link_link_asset_idx" ON "_pages_v_blocks_call_to_action" USING btree ("link_asset_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id","locale");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id","locale");
  CREATE INDEX "_pages_v_rels_categories_id_idx" ON "_pages_v_rels" USING btree ("categories_id","locale");
  CREATE INDEX "_pages_v_rels_materials_id_idx" ON "_pages_v_rels" USING btree ("materials_id","locale");
  CREATE INDEX "_pages_v_rels_moods_id_idx" ON "_pages_v_rels" USING btree ("moods_id","locale");
  CREATE INDEX "_pages_v_rels_projects_id_idx" ON "_pages_v_rels" USING btree ("projects_id","locale");
  CREATE INDEX "_pages_v_rels_stories_id_idx" ON "_pages_v_rels" USING btree ("stories_id","locale");
  CREATE INDEX "_pages_v_rels_stores_id_idx" ON "_pages_v_rels" USING btree ("stores_id","locale");
  CREATE INDEX "_pages_v_rels_designers_id_idx" ON "_pages_v_rels" USING btree ("designers_id","locale");
  CREATE INDEX "products_versions_packages_order_idx" ON "products_versions_packages" USING btree ("_order");
  CREATE INDEX "products_versions_packages_parent_id_idx" ON "products_versions_packages" USING btree ("_parent_id");
  CREATE INDEX "products_versions_prices_order_idx" ON "products_versions_prices" USING btree ("_order");
  CREATE INDEX "products_versions_prices_parent_id_idx" ON "products_versions_prices" USING btree ("_parent_id");
  CREATE INDEX "products_versions_order_idx" ON "products_versions" USING btree ("_order");
  CREATE INDEX "products_versions_parent_id_idx" ON "products_versions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_versions_locales_locale_parent_id_unique" ON "products_versions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("code");
  CREATE INDEX "products_meta_meta_image_idx" ON "products" USING btree ("meta_image_id");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_family_idx" ON "products" USING btree ("family_id");
  CREATE INDEX "products_type_idx" ON "products" USING btree ("type");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "products_slug_idx" ON "products_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "products_rels_material_categories_id_idx" ON "products_rels" USING btree ("material_categories_id");
  CREATE INDEX "products_rels_materials_id_idx" ON "products_rels" USING btree ("materials_id");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "products_rels_downloads_id_idx" ON "products_rels" USING btree ("downloads_id");
  CREATE INDEX "products_rels_designers_id_idx" ON "products_rels" USING btree ("designers_id");
  CREATE INDEX "_products_v_version_versions_packages_order_idx" ON "_products_v_version_versions_packages" USING btree ("_order");
  CREATE INDEX "_products_v_version_versions_packages_parent_id_idx" ON "_products_v_version_versions_packages" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_versions_prices_order_idx" ON "_products_v_version_versions_prices" USING btree ("_order");
  CREATE INDEX "_products_v_version_versions_prices_parent_id_idx" ON "_products_v_version_versions_prices" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_versions_order_idx" ON "_products_v_version_versions" USING btree ("_order");
  CREATE INDEX "_products_v_version_versions_parent_id_idx" ON "_products_v_version_versions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_versions_locales_locale_parent_id_unique" ON "_products_v_version_versions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_code_idx" ON "_products_v" USING btree ("version_code");
  CREATE INDEX "_products_v_version_meta_version_meta_image_idx" ON "_products_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_family_idx" ON "_products_v" USING btree ("version_family_id");
  CREATE INDEX "_products_v_version_version_type_idx" ON "_products_v" USING btree ("version_type");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_rels_material_categories_id_idx" ON "_products_v_rels" USING btree ("material_categories_id");
  CREATE INDEX "_products_v_rels_materials_id_idx" ON "_products_v_rels" USING btree ("materials_id");
  CREATE INDEX "_products_v_rels_products_id_idx" ON "_products_v_rels" USING btree ("products_id");
  CREATE INDEX "_products_v_rels_downloads_id_idx" ON "_products_v_rels" USING btree ("downloads_id");
  CREATE INDEX "_products_v_rels_designers_id_idx" ON "_products_v_rels" USING btree ("designers_id");
  CREATE UNIQUE INDEX "categories_identifier_idx" ON "categories" USING btree ("identifier");
  CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");
  CREATE INDEX "categories_meta_meta_image_idx" ON "categories" USING btree ("meta_image_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "categories_slug_idx" ON "categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "families_updated_at_idx" ON "families" USING btree ("updated_at");
  CREATE INDEX "families_created_at_idx" ON "families" USING btree ("created_at");
  CREATE INDEX "families_slug_idx" ON "families_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "families_locales_locale_parent_id_unique" ON "families_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "designers_portrait_idx" ON "designers" USING btree ("portrait_id");
  CREATE INDEX "designers_meta_meta_image_idx" ON "designers" USING btree ("meta_image_id");
  CREATE INDEX "designers_updated_at_idx" ON "designers" USING btree ("updated_at");
  CREATE INDEX "designers_created_at_idx" ON "designers" USING btree ("created_at");
  CREATE INDEX "designers_slug_idx" ON "designers_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "designers_locales_locale_parent_id_unique" ON "designers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "materials_properties_order_idx" ON "materials_properties" USING btree ("order");
  CREATE INDEX "materials_properties_parent_idx" ON "materials_properties" USING btree ("parent_id");
  CREATE UNIQUE INDEX "materials_code_idx" ON "materials" USING btree ("code");
  CREATE INDEX "materials_swatch_idx" ON "materials" USING btree ("swatch_id");
  CREATE INDEX "materials_detail_idx" ON "materials" USING btree ("detail_id");
  CREATE INDEX "materials_meta_meta_image_idx" ON "materials" USING btree ("meta_image_id");
  CREATE INDEX "materials_category_idx" ON "materials" USING btree ("category_id");
  CREATE INDEX "materials_colour_idx" ON "materials" USING btree ("colour");
  CREATE INDEX "materials_durability_idx" ON "materials" USING btree ("durability");
  CREATE INDEX "materials_updated_at_idx" ON "materials" USING btree ("updated_at");
  CREATE INDEX "materials_created_at_idx" ON "materials" USING btree ("created_at");
  CREATE INDEX "materials__status_idx" ON "materials" USING btree ("_status");
  CREATE INDEX "materials_slug_idx" ON "materials_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "materials_locales_locale_parent_id_unique" ON "materials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "materials_rels_order_idx" ON "materials_rels" USING btree ("order");
  CREATE INDEX "materials_rels_parent_idx" ON "materials_rels" USING btree ("parent_id");
  CREATE INDEX "materials_rels_path_idx" ON "materials_rels" USING btree ("path");
  CREATE INDEX "materials_rels_media_id_idx" ON "materials_rels" USING btree ("media_id");
  CREATE INDEX "_materials_v_version_properties_order_idx" ON "_materials_v_version_properties" USING btree ("order");
  CREATE INDEX "_materials_v_version_properties_parent_idx" ON "_materials_v_version_properties" USING btree ("parent_id");
  CREATE INDEX "_materials_v_parent_idx" ON "_materials_v" USING btree ("parent_id");
  CREATE INDEX "_materials_v_version_version_code_idx" ON "_materials_v" USING btree ("version_code");
  CREATE INDEX "_materials_v_version_version_swatch_idx" ON "_materials_v" USING btree ("version_swatch_id");
  CREATE INDEX "_materials_v_version_version_detail_idx" ON "_materials_v" USING btree ("version_detail_id");
  CREATE INDEX "_materials_v_version_meta_version_meta_image_idx" ON "_materials_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_materials_v_version_version_category_idx" ON "_materials_v" USING btree ("version_category_id");
  CREATE INDEX "_materials_v_version_version_colour_idx" ON "_materials_v" USING btree ("version_colour");
  CREATE INDEX "_materials_v_version_version_durability_idx" ON "_materials_v" USING btree ("version_durability");
  CREATE INDEX "_materials_v_version_version_updated_at_idx" ON "_materials_v" USING btree ("version_updated_at");
  CREATE INDEX "_materials_v_version_version_created_at_idx" ON "_materials_v" USING btree ("version_created_at");
  CREATE INDEX "_materials_v_version_version__status_idx" ON "_materials_v" USING btree ("version__status");
  CREATE INDEX "_materials_v_created_at_idx" ON "_materials_v" USING btree ("created_at");
  CREATE INDEX "_materials_v_updated_at_idx" ON "_materials_v" USING btree ("updated_at");
  CREATE INDEX "_materials_v_snapshot_idx" ON "_materials_v" USING btree ("snapshot");
  CREATE INDEX "_materials_v_published_locale_idx" ON "_materials_v" USING btree ("published_locale");
  CREATE INDEX "_materials_v_latest_idx" ON "_materials_v" USING btree ("latest");
  CREATE INDEX "_materials_v_version_version_slug_idx" ON "_materials_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_materials_v_locales_locale_parent_id_unique" ON "_materials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_materials_v_rels_order_idx" ON "_materials_v_rels" USING btree ("order");
  CREATE INDEX "_materials_v_rels_parent_idx" ON "_materials_v_rels" USING btree ("parent_id");
  CREATE INDEX "_materials_v_rels_path_idx" ON "_materials_v_rels" USING btree ("path");
  CREATE INDEX "_materials_v_rels_media_id_idx" ON "_materials_v_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "material_categories_code_idx" ON "material_categories" USING btree ("code");
  CREATE INDEX "material_categories_image_idx" ON "material_categories" USING btree ("image_id");
  CREATE INDEX "material_categories_updated_at_idx" ON "material_categories" USING btree ("updated_at");
  CREATE INDEX "material_categories_created_at_idx" ON "material_categories" USING btree ("created_at");
  CREATE INDEX "material_categories_slug_idx" ON "material_categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "material_categories_locales_locale_parent_id_unique" ON "material_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "moods_cover_idx" ON "moods" USING btree ("cover_id");
  CREATE INDEX "moods_meta_meta_image_idx" ON "moods" USING btree ("meta_image_id");
  CREATE INDEX "moods_updated_at_idx" ON "moods" USING btree ("updated_at");
  CREATE INDEX "moods_created_at_idx" ON "moods" USING btree ("created_at");
  CREATE INDEX "moods__status_idx" ON "moods" USING btree ("_status");
  CREATE INDEX "moods_slug_idx" ON "moods_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "moods_locales_locale_parent_id_unique" ON "moods_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "moods_rels_order_idx" ON "moods_rels" USING btree ("order");
  CREATE INDEX "moods_rels_parent_idx" ON "moods_rels" USING btree ("parent_id");
  CREATE INDEX "moods_rels_path_idx" ON "moods_rels" USING btree ("path");
  CREATE INDEX "moods_rels_media_id_idx" ON "moods_rels" USING btree ("media_id");
  CREATE INDEX "moods_rels_products_id_idx" ON "moods_rels" USING btree ("products_id");
  CREATE INDEX "moods_rels_materials_id_idx" ON "moods_rels" USING btree ("materials_id");
  CREATE INDEX "_moods_v_parent_idx" ON "_moods_v" USING btree ("parent_id");
  CREATE INDEX "_moods_v_version_version_cover_idx" ON "_moods_v" USING btree ("version_cover_id");
  CREATE INDEX "_moods_v_version_meta_version_meta_image_idx" ON "_moods_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_moods_v_version_version_updated_at_idx" ON "_moods_v" USING btree ("version_updated_at");
  CREATE INDEX "_moods_v_version_version_created_at_idx" ON "_moods_v" USING btree ("version_created_at");
  CREATE INDEX "_moods_v_version_version__status_idx" ON "_moods_v" USING btree ("version__status");
  CREATE INDEX "_moods_v_created_at_idx" ON "_moods_v" USING btree ("created_at");
  CREATE INDEX "_moods_v_updated_at_idx" ON "_moods_v" USING btree ("updated_at");
  CREATE INDEX "_moods_v_snapshot_idx" ON "_moods_v" USING btree ("snapshot");
  CREATE INDEX "_moods_v_published_locale_idx" ON "_moods_v" USING btree ("published_locale");
  CREATE INDEX "_moods_v_latest_idx" ON "_moods_v" USING btree ("latest");
  CREATE INDEX "_moods_v_version_version_slug_idx" ON "_moods_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_moods_v_locales_locale_parent_id_unique" ON "_moods_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_moods_v_rels_order_idx" ON "_moods_v_rels" USING btree ("order");
  CREATE INDEX "_moods_v_rels_parent_idx" ON "_moods_v_rels" USING btree ("parent_id");
  CREATE INDEX "_moods_v_rels_path_idx" ON "_moods_v_rels" USING btree ("path");
  CREATE INDEX "_moods_v_rels_media_id_idx" ON "_moods_v_rels" USING btree ("media_id");
  CREATE INDEX "_moods_v_rels_products_id_idx" ON "_moods_v_rels" USING btree ("products_id");
  CREATE INDEX "_moods_v_rels_materials_id_idx" ON "_moods_v_rels" USING btree ("materials_id");
  CREATE INDEX "projects_steps_order_idx" ON "projects_steps" USING btree ("_order");
  CREATE INDEX "projects_steps_parent_id_idx" ON "projects_steps" USING btree ("_parent_id");
  CREATE INDEX "projects_steps_image_idx" ON "projects_steps" USING btree ("image_id");
  CREATE UNIQUE INDEX "projects_steps_locales_locale_parent_id_unique" ON "projects_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_cover_idx" ON "projects" USING btree ("cover_id");
  CREATE INDEX "projects_meta_meta_image_idx" ON "projects" USING btree ("meta_image_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "projects_slug_idx" ON "projects_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_products_id_idx" ON "projects_rels" USING btree ("products_id");
  CREATE INDEX "_projects_v_version_steps_order_idx" ON "_projects_v_version_steps" USING btree ("_order");
  CREATE INDEX "_projects_v_version_steps_parent_id_idx" ON "_projects_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_steps_image_idx" ON "_projects_v_version_steps" USING btree ("image_id");
  CREATE UNIQUE INDEX "_projects_v_version_steps_locales_locale_parent_id_unique" ON "_projects_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_cover_idx" ON "_projects_v" USING btree ("version_cover_id");
  CREATE INDEX "_projects_v_version_meta_version_meta_image_idx" ON "_projects_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_products_id_idx" ON "_projects_v_rels" USING btree ("products_id");
  CREATE INDEX "stories_cover_idx" ON "stories" USING btree ("cover_id");
  CREATE INDEX "stories_meta_meta_image_idx" ON "stories" USING btree ("meta_image_id");
  CREATE INDEX "stories_category_idx" ON "stories" USING btree ("category");
  CREATE INDEX "stories_published_at_idx" ON "stories" USING btree ("published_at");
  CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "stories" USING btree ("_status");
  CREATE INDEX "stories_slug_idx" ON "stories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "stories_locales_locale_parent_id_unique" ON "stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stories_rels_order_idx" ON "stories_rels" USING btree ("order");
  CREATE INDEX "stories_rels_parent_idx" ON "stories_rels" USING btree ("parent_id");
  CREATE INDEX "stories_rels_path_idx" ON "stories_rels" USING btree ("path");
  CREATE INDEX "stories_rels_products_id_idx" ON "stories_rels" USING btree ("products_id");
  CREATE INDEX "_stories_v_parent_idx" ON "_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_cover_idx" ON "_stories_v" USING btree ("version_cover_id");
  CREATE INDEX "_stories_v_version_meta_version_meta_image_idx" ON "_stories_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_stories_v_version_version_category_idx" ON "_stories_v" USING btree ("version_category");
  CREATE INDEX "_stories_v_version_version_published_at_idx" ON "_stories_v" USING btree ("version_published_at");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_snapshot_idx" ON "_stories_v" USING btree ("snapshot");
  CREATE INDEX "_stories_v_published_locale_idx" ON "_stories_v" USING btree ("published_locale");
  CREATE INDEX "_stories_v_latest_idx" ON "_stories_v" USING btree ("latest");
  CREATE INDEX "_stories_v_version_version_slug_idx" ON "_stories_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_stories_v_locales_locale_parent_id_unique" ON "_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_stories_v_rels_order_idx" ON "_stories_v_rels" USING btree ("order");
  CREATE INDEX "_stories_v_rels_parent_idx" ON "_stories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_stories_v_rels_path_idx" ON "_stories_v_rels" USING btree ("path");
  CREATE INDEX "_stories_v_rels_products_id_idx" ON "_stories_v_rels" USING btree ("products_id");
  CREATE INDEX "downloads_category_idx" ON "downloads" USING btree ("category_id");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE INDEX "downloads__status_idx" ON "downloads" USING btree ("_status");
  CREATE UNIQUE INDEX "downloads_filename_idx" ON "downloads" USING btree ("filename");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "downloads_rels_order_idx" ON "downloads_rels" USING btree ("order");
  CREATE INDEX "downloads_rels_parent_idx" ON "downloads_rels" USING btree ("parent_id");
  CREATE INDEX "downloads_rels_path_idx" ON "downloads_rels" USING btree ("path");
  CREATE INDEX "downloads_rels_products_id_idx" ON "downloads_rels" USING btree ("products_id");
  CREATE INDEX "_downloads_v_parent_idx" ON "_downloads_v" USING btree ("parent_id");
  CREATE INDEX "_downloads_v_version_version_category_idx" ON "_downloads_v" USING btree ("version_category_id");
  CREATE INDEX "_downloads_v_version_version_updated_at_idx" ON "_downloads_v" USING btree ("version_updated_at");
  CREATE INDEX "_downloads_v_version_version_created_at_idx" ON "_downloads_v" USING btree ("version_created_at");
  CREATE INDEX "_downloads_v_version_version__status_idx" ON "_downloads_v" USING btree ("version__status");
  CREATE INDEX "_downloads_v_version_version_filename_idx" ON "_downloads_v" USING btree ("version_filename");
  CREATE INDEX "_downloads_v_created_at_idx" ON "_downloads_v" USING btree ("created_at");
  CREATE INDEX "_downloads_v_updated_at_idx" ON "_downloads_v" USING btree ("updated_at");
  CREATE INDEX "_downloads_v_snapshot_idx" ON "_downloads_v" USING btree ("snapshot");
  CREATE INDEX "_downloads_v_published_locale_idx" ON "_downloads_v" USING btree ("published_locale");
  CREATE INDEX "_downloads_v_latest_idx" ON "_downloads_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_downloads_v_locales_locale_parent_id_unique" ON "_downloads_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_downloads_v_rels_order_idx" ON "_downloads_v_rels" USING btree ("order");
  CREATE INDEX "_downloads_v_rels_parent_idx" ON "_downloads_v_rels" USING btree ("parent_id");
  CREATE INDEX "_downloads_v_rels_path_idx" ON "_downloads_v_rels" USING btree ("path");
  CREATE INDEX "_downloads_v_rels_products_id_idx" ON "_downloads_v_rels" USING btree ("products_id");
  CREATE INDEX "download_categories_updated_at_idx" ON "download_categories" USING btree ("updated_at");
  CREATE INDEX "download_categories_created_at_idx" ON "download_categories" USING btree ("created_at");
  CREATE INDEX "download_categories_slug_idx" ON "download_categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "download_categories_locales_locale_parent_id_unique" ON "download_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stores_opening_hours_order_idx" ON "stores_opening_hours" USING btree ("_order");
  CREATE INDEX "stores_opening_hours_parent_id_idx" ON "stores_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "stores_services_order_idx" ON "stores_services" USING btree ("order");
  CREATE INDEX "stores_services_parent_idx" ON "stores_services" USING btree ("parent_id");
  CREATE INDEX "stores_type_idx" ON "stores" USING btree ("type");
  CREATE INDEX "stores_city_idx" ON "stores" USING btree ("city");
  CREATE INDEX "stores_country_idx" ON "stores" USING btree ("country");
  CREATE INDEX "stores_meta_meta_image_idx" ON "stores" USING btree ("meta_image_id");
  CREATE INDEX "stores_updated_at_idx" ON "stores" USING btree ("updated_at");
  CREATE INDEX "stores_created_at_idx" ON "stores" USING btree ("created_at");
  CREATE INDEX "stores__status_idx" ON "stores" USING btree ("_status");
  CREATE INDEX "stores_slug_idx" ON "stores_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "stores_locales_locale_parent_id_unique" ON "stores_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stores_rels_order_idx" ON "stores_rels" USING btree ("order");
  CREATE INDEX "stores_rels_parent_idx" ON "stores_rels" USING btree ("parent_id");
  CREATE INDEX "stores_rels_path_idx" ON "stores_rels" USING btree ("path");
  CREATE INDEX "stores_rels_media_id_idx" ON "stores_rels" USING btree ("media_id");
  CREATE INDEX "_stores_v_version_opening_hours_order_idx" ON "_stores_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_stores_v_version_opening_hours_parent_id_idx" ON "_stores_v_version_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_stores_v_version_services_order_idx" ON "_stores_v_version_services" USING btree ("order");
  CREATE INDEX "_stores_v_version_services_parent_idx" ON "_stores_v_version_services" USING btree ("parent_id");
  CREATE INDEX "_stores_v_parent_idx" ON "_stores_v" USING btree ("parent_id");
  CREATE INDEX "_stores_v_version_version_type_idx" ON "_stores_v" USING btree ("version_type");
  CREATE INDEX "_stores_v_version_version_city_idx" ON "_stores_v" USING btree ("version_city");
  CREATE INDEX "_stores_v_version_version_country_idx" ON "_stores_v" USING btree ("version_country");
  CREATE INDEX "_stores_v_version_meta_version_meta_image_idx" ON "_stores_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_stores_v_version_version_updated_at_idx" ON "_stores_v" USING btree ("version_updated_at");
  CREATE INDEX "_stores_v_version_version_created_at_idx" ON "_stores_v" USING btree ("version_created_at");
  CREATE INDEX "_stores_v_version_version__status_idx" ON "_stores_v" USING btree ("version__status");
  CREATE INDEX "_stores_v_created_at_idx" ON "_stores_v" USING btree ("created_at");
  CREATE INDEX "_stores_v_updated_at_idx" ON "_stores_v" USING btree ("updated_at");
  CREATE INDEX "_stores_v_snapshot_idx" ON "_stores_v" USING btree ("snapshot");
  CREATE INDEX "_stores_v_published_locale_idx" ON "_stores_v" USING btree ("published_locale");
  CREATE INDEX "_stores_v_latest_idx" ON "_stores_v" USING btree ("latest");
  CREATE INDEX "_stores_v_version_version_slug_idx" ON "_stores_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_stores_v_locales_locale_parent_id_unique" ON "_stores_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_stores_v_rels_order_idx" ON "_stores_v_rels" USING btree ("order");
  CREATE INDEX "_stores_v_rels_parent_idx" ON "_stores_v_rels" USING btree ("parent_id");
  CREATE INDEX "_stores_v_rels_path_idx" ON "_stores_v_rels" USING btree ("path");
  CREATE INDEX "_stores_v_rels_media_id_idx" ON "_stores_v_rels" USING btree ("media_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_families_id_idx" ON "payload_locked_documents_rels" USING btree ("families_id");
  CREATE INDEX "payload_locked_documents_rels_designers_id_idx" ON "payload_locked_documents_rels" USING btree ("designers_id");
  CREATE INDEX "payload_locked_documents_rels_materials_id_idx" ON "payload_locked_documents_rels" USING btree ("materials_id");
  CREATE INDEX "payload_locked_documents_rels_material_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("material_categories_id");
  CREATE INDEX "payload_locked_documents_rels_moods_id_idx" ON "payload_locked_documents_rels" USING btree ("moods_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_download_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("download_categories_id");
  CREATE INDEX "payload_locked_documents_rels_stores_id_idx" ON "payload_locked_documents_rels" USING btree ("stores_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "main_menu_items_children_order_idx" ON "main_menu_items_children" USING btree ("_order");
  CREATE INDEX "main_menu_items_children_parent_id_idx" ON "main_menu_items_children" USING btree ("_parent_id");
  CREATE INDEX "main_menu_items_children_link_link_asset_idx" ON "main_menu_items_children" USING btree ("link_asset_id");
  CREATE UNIQUE INDEX "main_menu_items_children_locales_locale_parent_id_unique" ON "main_menu_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "main_menu_items_order_idx" ON "main_menu_items" USING btree ("_order");
  CREATE INDEX "main_menu_items_parent_id_idx" ON "main_menu_items" USING btree ("_parent_id");
  CREATE INDEX "main_menu_items_link_link_asset_idx" ON "main_menu_items" USING btree ("link_asset_id");
  CREATE UNIQUE INDEX "main_menu_items_locales_locale_parent_id_unique" ON "main_menu_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "main_menu_rels_order_idx" ON "main_menu_rels" USING btree ("order");
  CREATE INDEX "main_menu_rels_parent_idx" ON "main_menu_rels" USING btree ("parent_id");
  CREATE INDEX "main_menu_rels_path_idx" ON "main_menu_rels" USING btree ("path");
  CREATE INDEX "main_menu_rels_pages_id_idx" ON "main_menu_rels" USING btree ("pages_id");
  CREATE INDEX "main_menu_rels_products_id_idx" ON "main_menu_rels" USING btree ("products_id");
  CREATE INDEX "main_menu_rels_categories_id_idx" ON "main_menu_rels" USING btree ("categories_id");
  CREATE INDEX "main_menu_rels_materials_id_idx" ON "main_menu_rels" USING btree ("materials_id");
  CREATE INDEX "main_menu_rels_moods_id_idx" ON "main_menu_rels" USING btree ("moods_id");
  CREATE INDEX "main_menu_rels_projects_id_idx" ON "main_menu_rels" USING btree ("projects_id");
  CREATE INDEX "main_menu_rels_stories_id_idx" ON "main_menu_rels" USING btree ("stories_id");
  CREATE INDEX "main_menu_rels_stores_id_idx" ON "main_menu_rels" USING btree ("stores_id");
  CREATE INDEX "main_menu_rels_designers_id_idx" ON "main_menu_rels" USING btree ("designers_id");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_links_link_link_asset_idx" ON "footer_columns_links" USING btree ("link_asset_id");
  CREATE UNIQUE INDEX "footer_columns_links_locales_locale_parent_id_unique" ON "footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_social_order_idx" ON "footer_social" USING btree ("_order");
  CREATE INDEX "footer_social_parent_id_idx" ON "footer_social" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_pages_id_idx" ON "footer_rels" USING btree ("pages_id");
  CREATE INDEX "footer_rels_products_id_idx" ON "footer_rels" USING btree ("products_id");
  CREATE INDEX "footer_rels_categories_id_idx" ON "footer_rels" USING btree ("categories_id");
  CREATE INDEX "footer_rels_materials_id_idx" ON "footer_rels" USING btree ("materials_id");
  CREATE INDEX "footer_rels_moods_id_idx" ON "footer_rels" USING btree ("moods_id");
  CREATE INDEX "footer_rels_projects_id_idx" ON "footer_rels" USING btree ("projects_id");
  CREATE INDEX "footer_rels_stories_id_idx" ON "footer_rels" USING btree ("stories_id");
  CREATE INDEX "footer_rels_stores_id_idx" ON "footer_rels" USING btree ("stores_id");
  CREATE INDEX "footer_rels_designers_id_idx" ON "footer_rels" USING btree ("designers_id");
  CREATE INDEX "site_settings_hidden_per_language_order_idx" ON "site_settings_hidden_per_language" USING btree ("_order");
  CREATE INDEX "site_settings_hidden_per_language_parent_id_idx" ON "site_settings_hidden_per_language" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "site_settings_rels_order_idx" ON "site_settings_rels" USING btree ("order");
  CREATE INDEX "site_settings_rels_parent_idx" ON "site_settings_rels" USING btree ("parent_id");
  CREATE INDEX "site_settings_rels_path_idx" ON "site_settings_rels" USING btree ("path");
  CREATE INDEX "site_settings_rels_products_id_idx" ON "site_settings_rels" USING btree ("products_id");
  CREATE INDEX "site_settings_rels_materials_id_idx" ON "site_settings_rels" USING btree ("materials_id");
  CREATE INDEX "site_settings_rels_moods_id_idx" ON "site_settings_rels" USING btree ("moods_id");
  CREATE INDEX "site_settings_rels_projects_id_idx" ON "site_settings_rels" USING btree ("projects_id");
  CREATE INDEX "site_settings_rels_stories_id_idx" ON "site_settings_rels" USING btree ("stories_id");
  CREATE INDEX "site_settings_rels_stores_id_idx" ON "site_settings_rels" USING btree ("stores_id");
  CREATE INDEX "site_settings_rels_pages_id_idx" ON "site_settings_rels" USING btree ("pages_id");
  CREATE INDEX "site_settings_rels_downloads_id_idx" ON "site_settings_rels" USING btree ("downloads_id");
  CREATE INDEX "labels_entries_order_idx" ON "labels_entries" USING btree ("_order");
  CREATE INDEX "labels_entries_parent_id_idx" ON "labels_entries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "labels_entries_locales_locale_parent_id_unique" ON "labels_entries_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_slides" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_product_carousel" CASCADE;
  DROP TABLE "pages_blocks_teasers" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_product_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_teasers" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "products_versions_packages" CASCADE;
  DROP TABLE "products_versions_prices" CASCADE;
  DROP TABLE "products_versions" CASCADE;
  DROP TABLE "products_versions_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_versions_packages" CASCADE;
  DROP TABLE "_products_v_version_versions_prices" CASCADE;
  DROP TABLE "_products_v_version_versions" CASCADE;
  DROP TABLE "_products_v_version_versions_locales" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "families" CASCADE;
  DROP TABLE "families_locales" CASCADE;
  DROP TABLE "designers" CASCADE;
  DROP TABLE "designers_locales" CASCADE;
  DROP TABLE "materials_properties" CASCADE;
  DROP TABLE "materials" CASCADE;
  DROP TABLE "materials_locales" CASCADE;
  DROP TABLE "materials_rels" CASCADE;
  DROP TABLE "_materials_v_version_properties" CASCADE;
  DROP TABLE "_materials_v" CASCADE;
  DROP TABLE "_materials_v_locales" CASCADE;
  DROP TABLE "_materials_v_rels" CASCADE;
  DROP TABLE "material_categories" CASCADE;
  DROP TABLE "material_categories_locales" CASCADE;
  DROP TABLE "moods" CASCADE;
  DROP TABLE "moods_locales" CASCADE;
  DROP TABLE "moods_rels" CASCADE;
  DROP TABLE "_moods_v" CASCADE;
  DROP TABLE "_moods_v_locales" CASCADE;
  DROP TABLE "_moods_v_rels" CASCADE;
  DROP TABLE "projects_steps" CASCADE;
  DROP TABLE "projects_steps_locales" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "_projects_v_version_steps" CASCADE;
  DROP TABLE "_projects_v_version_steps_locales" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "stories_locales" CASCADE;
  DROP TABLE "stories_rels" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "_stories_v_locales" CASCADE;
  DROP TABLE "_stories_v_rels" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "downloads_rels" CASCADE;
  DROP TABLE "_downloads_v" CASCADE;
  DROP TABLE "_downloads_v_locales" CASCADE;
  DROP TABLE "_downloads_v_rels" CASCADE;
  DROP TABLE "download_categories" CASCADE;
  DROP TABLE "download_categories_locales" CASCADE;
  DROP TABLE "stores_opening_hours" CASCADE;
  DROP TABLE "stores_services" CASCADE;
  DROP TABLE "stores" CASCADE;
  DROP TABLE "stores_locales" CASCADE;
  DROP TABLE "stores_rels" CASCADE;
  DROP TABLE "_stores_v_version_opening_hours" CASCADE;
  DROP TABLE "_stores_v_version_services" CASCADE;
  DROP TABLE "_stores_v" CASCADE;
  DROP TABLE "_stores_v_locales" CASCADE;
  DROP TABLE "_stores_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "main_menu_items_children" CASCADE;
  DROP TABLE "main_menu_items_children_locales" CASCADE;
  DROP TABLE "main_menu_items" CASCADE;
  DROP TABLE "main_menu_items_locales" CASCADE;
  DROP TABLE "main_menu" CASCADE;
  DROP TABLE "main_menu_rels" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns_links_locales" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_columns_locales" CASCADE;
  DROP TABLE "footer_social" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "site_settings_hidden_per_language" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  DROP TABLE "site_settings_rels" CASCADE;
  DROP TABLE "labels_entries" CASCADE;
  DROP TABLE "labels_entries_locales" CASCADE;
  DROP TABLE "labels" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_hero_slides_link_type";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slides_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_products_versions_prices_market";
  DROP TYPE "public"."enum_products_versions_prices_currency";
  DROP TYPE "public"."enum_products_versions_type";
  DROP TYPE "public"."enum_products_type";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_versions_prices_market";
  DROP TYPE "public"."enum__products_v_version_versions_prices_currency";
  DROP TYPE "public"."enum__products_v_version_versions_type";
  DROP TYPE "public"."enum__products_v_version_type";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_categories_identifier";
  DROP TYPE "public"."enum_materials_properties";
  DROP TYPE "public"."enum_materials_colour";
  DROP TYPE "public"."enum_materials_durability";
  DROP TYPE "public"."enum_materials_status";
  DROP TYPE "public"."enum__materials_v_version_properties";
  DROP TYPE "public"."enum__materials_v_version_colour";
  DROP TYPE "public"."enum__materials_v_version_durability";
  DROP TYPE "public"."enum__materials_v_version_status";
  DROP TYPE "public"."enum__materials_v_published_locale";
  DROP TYPE "public"."enum_material_categories_kind";
  DROP TYPE "public"."enum_moods_status";
  DROP TYPE "public"."enum__moods_v_version_status";
  DROP TYPE "public"."enum__moods_v_published_locale";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum_stories_category";
  DROP TYPE "public"."enum_stories_status";
  DROP TYPE "public"."enum__stories_v_version_category";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum__stories_v_published_locale";
  DROP TYPE "public"."enum_downloads_file_type";
  DROP TYPE "public"."enum_downloads_language";
  DROP TYPE "public"."enum_downloads_status";
  DROP TYPE "public"."enum__downloads_v_version_file_type";
  DROP TYPE "public"."enum__downloads_v_version_language";
  DROP TYPE "public"."enum__downloads_v_version_status";
  DROP TYPE "public"."enum__downloads_v_published_locale";
  DROP TYPE "public"."enum_stores_opening_hours_day";
  DROP TYPE "public"."enum_stores_services";
  DROP TYPE "public"."enum_stores_type";
  DROP TYPE "public"."enum_stores_status";
  DROP TYPE "public"."enum__stores_v_version_opening_hours_day";
  DROP TYPE "public"."enum__stores_v_version_services";
  DROP TYPE "public"."enum__stores_v_version_type";
  DROP TYPE "public"."enum__stores_v_version_status";
  DROP TYPE "public"."enum__stores_v_published_locale";
  DROP TYPE "public"."enum_redirects_status_code";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_main_menu_items_children_link_type";
  DROP TYPE "public"."enum_main_menu_items_link_type";
  DROP TYPE "public"."enum_footer_columns_links_link_type";
  DROP TYPE "public"."enum_footer_social_network";
  DROP TYPE "public"."enum_site_settings_hidden_per_language_locale";`)
}
