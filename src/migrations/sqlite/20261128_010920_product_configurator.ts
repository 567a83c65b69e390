import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_configurator_parts_surcharges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`delta_eu\` numeric DEFAULT 0,
  	\`delta_uk\` numeric DEFAULT 0,
  	\`delta_us\` numeric DEFAULT 0,
  	\`delta_ch\` numeric DEFAULT 0,
  	\`delta_cn\` numeric DEFAULT 0,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`material_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_configurator_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_configurator_parts_surcharges_order_idx\` ON \`products_configurator_parts_surcharges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_configurator_parts_surcharges_parent_id_idx\` ON \`products_configurator_parts_surcharges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_configurator_parts_surcharges_category_idx\` ON \`products_configurator_parts_surcharges\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`products_configurator_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_configurator_parts_order_idx\` ON \`products_configurator_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_configurator_parts_parent_id_idx\` ON \`products_configurator_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_configurator_parts_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_configurator_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_configurator_parts_locales_locale_parent_id_unique\` ON \`products_configurator_parts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_configurator_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`delta_eu\` numeric DEFAULT 0,
  	\`delta_uk\` numeric DEFAULT 0,
  	\`delta_us\` numeric DEFAULT 0,
  	\`delta_ch\` numeric DEFAULT 0,
  	\`delta_cn\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_configurator_options_order_idx\` ON \`products_configurator_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_configurator_options_parent_id_idx\` ON \`products_configurator_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_configurator_options_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_configurator_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_configurator_options_locales_locale_parent_id_uniqu\` ON \`products_configurator_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_texts_order_parent\` ON \`products_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_configurator_parts_surcharges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`delta_eu\` numeric DEFAULT 0,
  	\`delta_uk\` numeric DEFAULT 0,
  	\`delta_us\` numeric DEFAULT 0,
  	\`delta_ch\` numeric DEFAULT 0,
  	\`delta_cn\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`material_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_configurator_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_configurator_parts_surcharges_order_idx\` ON \`_products_v_version_configurator_parts_surcharges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_configurator_parts_surcharges_parent_id_idx\` ON \`_products_v_version_configurator_parts_surcharges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_configurator_parts_surcharges_catego_idx\` ON \`_products_v_version_configurator_parts_surcharges\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_configurator_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_configurator_parts_order_idx\` ON \`_products_v_version_configurator_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_configurator_parts_parent_id_idx\` ON \`_products_v_version_configurator_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_configurator_parts_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_configurator_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_configurator_parts_locales_locale_parent\` ON \`_products_v_version_configurator_parts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_configurator_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`delta_eu\` numeric DEFAULT 0,
  	\`delta_uk\` numeric DEFAULT 0,
  	\`delta_us\` numeric DEFAULT 0,
  	\`delta_ch\` numeric DEFAULT 0,
  	\`delta_cn\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_configurator_options_order_idx\` ON \`_products_v_version_configurator_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_configurator_options_parent_id_idx\` ON \`_products_v_version_configurator_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_configurator_options_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_configurator_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_configurator_options_locales_locale_pare\` ON \`_products_v_version_configurator_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_texts_order_parent\` ON \`_products_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`configurator_configurable\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_configurator_configurable\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_configurator_parts_surcharges\`;`)
  await db.run(sql`DROP TABLE \`products_configurator_parts\`;`)
  await db.run(sql`DROP TABLE \`products_configurator_parts_locales\`;`)
  await db.run(sql`DROP TABLE \`products_configurator_options\`;`)
  await db.run(sql`DROP TABLE \`products_configurator_options_locales\`;`)
  await db.run(sql`DROP TABLE \`products_texts\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_configurator_parts_surcharges\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_configurator_parts\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_configurator_parts_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_configurator_options\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_configurator_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_texts\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`configurator_configurable\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_configurator_configurable\`;`)
}
