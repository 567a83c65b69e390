import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`trade_requests_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`version\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`configuration\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trade_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_requests_lines_order_idx\` ON \`trade_requests_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trade_requests_lines_parent_id_idx\` ON \`trade_requests_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trade_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_requests_history_order_idx\` ON \`trade_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trade_requests_history_parent_id_idx\` ON \`trade_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`kind\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`message\` text,
  	\`answer\` text,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company\` text,
  	\`locale\` text NOT NULL,
  	\`submitted_at\` text NOT NULL,
  	\`answered_at\` text,
  	\`seen_at\` text,
  	\`visitor\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_requests_status_idx\` ON \`trade_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`trade_requests_submitted_at_idx\` ON \`trade_requests\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_requests_visitor_idx\` ON \`trade_requests\` (\`visitor\`);`)
  await db.run(sql`CREATE INDEX \`trade_requests_updated_at_idx\` ON \`trade_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_requests_created_at_idx\` ON \`trade_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trade_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`trade_offers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trade_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_offers_id\`) REFERENCES \`trade_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_requests_rels_order_idx\` ON \`trade_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`trade_requests_rels_parent_idx\` ON \`trade_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trade_requests_rels_path_idx\` ON \`trade_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`trade_requests_rels_trade_offers_id_idx\` ON \`trade_requests_rels\` (\`trade_offers_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_offers_updated_at_idx\` ON \`trade_offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_offers_created_at_idx\` ON \`trade_offers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`trade_offers_filename_idx\` ON \`trade_offers\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`trade_bulletins_groups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trade_bulletins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_bulletins_groups_order_idx\` ON \`trade_bulletins_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`trade_bulletins_groups_parent_idx\` ON \`trade_bulletins_groups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_bulletins_markets\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trade_bulletins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_bulletins_markets_order_idx\` ON \`trade_bulletins_markets\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`trade_bulletins_markets_parent_idx\` ON \`trade_bulletins_markets\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_bulletins\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'other' NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`expires_at\` text,
  	\`link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_bulletins_published_at_idx\` ON \`trade_bulletins\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_bulletins_updated_at_idx\` ON \`trade_bulletins\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_bulletins_created_at_idx\` ON \`trade_bulletins\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trade_bulletins_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trade_bulletins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trade_bulletins_locales_locale_parent_id_unique\` ON \`trade_bulletins_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_notice_marks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`visitor\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`subject\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_notice_marks_visitor_idx\` ON \`trade_notice_marks\` (\`visitor\`);`)
  await db.run(sql`CREATE INDEX \`trade_notice_marks_updated_at_idx\` ON \`trade_notice_marks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_notice_marks_created_at_idx\` ON \`trade_notice_marks\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`visitor_kind_subject_idx\` ON \`trade_notice_marks\` (\`visitor\`,\`kind\`,\`subject\`);`)
  await db.run(sql`CREATE TABLE \`trade_catalogue_changes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`product\` numeric NOT NULL,
  	\`product_code\` text NOT NULL,
  	\`version_code\` text,
  	\`market\` text,
  	\`currency\` text,
  	\`previous_amount\` numeric,
  	\`amount\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_catalogue_changes_product_idx\` ON \`trade_catalogue_changes\` (\`product\`);`)
  await db.run(sql`CREATE INDEX \`trade_catalogue_changes_updated_at_idx\` ON \`trade_catalogue_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_catalogue_changes_created_at_idx\` ON \`trade_catalogue_changes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trade_quickship\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`version_code\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`ship_by\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_quickship_product_idx\` ON \`trade_quickship\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`trade_quickship_version_code_idx\` ON \`trade_quickship\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`trade_quickship_market_idx\` ON \`trade_quickship\` (\`market\`);`)
  await db.run(sql`CREATE INDEX \`trade_quickship_ship_by_idx\` ON \`trade_quickship\` (\`ship_by\`);`)
  await db.run(sql`CREATE INDEX \`trade_quickship_updated_at_idx\` ON \`trade_quickship\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_quickship_created_at_idx\` ON \`trade_quickship\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trade_availability\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_code\` text NOT NULL,
  	\`market\` text,
  	\`lead_time_weeks\` numeric,
  	\`stock\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_availability_version_code_idx\` ON \`trade_availability\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`trade_availability_updated_at_idx\` ON \`trade_availability\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_availability_created_at_idx\` ON \`trade_availability\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trade_downloads_groups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trade_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_downloads_groups_order_idx\` ON \`trade_downloads_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`trade_downloads_groups_parent_idx\` ON \`trade_downloads_groups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_downloads_updated_at_idx\` ON \`trade_downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trade_downloads_created_at_idx\` ON \`trade_downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`trade_downloads_filename_idx\` ON \`trade_downloads\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`trade_downloads_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trade_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trade_downloads_locales_locale_parent_id_unique\` ON \`trade_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`trade_downloads_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trade_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trade_downloads_rels_order_idx\` ON \`trade_downloads_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`trade_downloads_rels_parent_idx\` ON \`trade_downloads_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trade_downloads_rels_path_idx\` ON \`trade_downloads_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`trade_downloads_rels_products_id_idx\` ON \`trade_downloads_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trade_requests_id\` integer REFERENCES trade_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trade_offers_id\` integer REFERENCES trade_offers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trade_bulletins_id\` integer REFERENCES trade_bulletins(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trade_notice_marks_id\` integer REFERENCES trade_notice_marks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trade_catalogue_changes_id\` integer REFERENCES trade_catalogue_changes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trade_quickship_id\` integer REFERENCES trade_quickship(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trade_availability_id\` integer REFERENCES trade_availability(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trade_downloads_id\` integer REFERENCES trade_downloads(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_bulletins_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_bulletins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_notice_marks_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_notice_marks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_catalogue_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_catalogue_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_quickship_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_quickship_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_availability_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_availability_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_downloads_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`trade_requests_lines\`;`)
  await db.run(sql`DROP TABLE \`trade_requests_history\`;`)
  await db.run(sql`DROP TABLE \`trade_requests\`;`)
  await db.run(sql`DROP TABLE \`trade_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`trade_offers\`;`)
  await db.run(sql`DROP TABLE \`trade_bulletins_groups\`;`)
  await db.run(sql`DROP TABLE \`trade_bulletins_markets\`;`)
  await db.run(sql`DROP TABLE \`trade_bulletins\`;`)
  await db.run(sql`DROP TABLE \`trade_bulletins_locales\`;`)
  await db.run(sql`DROP TABLE \`trade_notice_marks\`;`)
  await db.run(sql`DROP TABLE \`trade_catalogue_changes\`;`)
  await db.run(sql`DROP TABLE \`trade_quickship\`;`)
  await db.run(sql`DROP TABLE \`trade_availability\`;`)
  await db.run(sql`DROP TABLE \`trade_downloads_groups\`;`)
  await db.run(sql`DROP TABLE \`trade_downloads\`;`)
  await db.run(sql`DROP TABLE \`trade_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`trade_downloads_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`families_id\` integer,
  	\`designers_id\` integer,
  	\`materials_id\` integer,
  	\`material_categories_id\` integer,
  	\`mixer_scenes_id\` integer,
  	\`moods_id\` integer,
  	\`projects_id\` integer,
  	\`stories_id\` integer,
  	\`downloads_id\` integer,
  	\`download_categories_id\` integer,
  	\`stores_id\` integer,
  	\`store_requests_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`trade_applications_id\` integer,
  	\`trade_price_lists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`families_id\`) REFERENCES \`families\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`designers_id\`) REFERENCES \`designers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`materials_id\`) REFERENCES \`materials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`material_categories_id\`) REFERENCES \`material_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mixer_scenes_id\`) REFERENCES \`mixer_scenes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`moods_id\`) REFERENCES \`moods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`download_categories_id\`) REFERENCES \`download_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stores_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`store_requests_id\`) REFERENCES \`store_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_applications_id\`) REFERENCES \`trade_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_price_lists_id\`) REFERENCES \`trade_price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "categories_id", "families_id", "designers_id", "materials_id", "material_categories_id", "mixer_scenes_id", "moods_id", "projects_id", "stories_id", "downloads_id", "download_categories_id", "stores_id", "store_requests_id", "newsletter_subscriptions_id", "media_id", "redirects_id", "users_id", "forms_id", "form_submissions_id", "trade_applications_id", "trade_price_lists_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "categories_id", "families_id", "designers_id", "materials_id", "material_categories_id", "mixer_scenes_id", "moods_id", "projects_id", "stories_id", "downloads_id", "download_categories_id", "stores_id", "store_requests_id", "newsletter_subscriptions_id", "media_id", "redirects_id", "users_id", "forms_id", "form_submissions_id", "trade_applications_id", "trade_price_lists_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_families_id_idx\` ON \`payload_locked_documents_rels\` (\`families_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_designers_id_idx\` ON \`payload_locked_documents_rels\` (\`designers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_materials_id_idx\` ON \`payload_locked_documents_rels\` (\`materials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_material_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`material_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mixer_scenes_id_idx\` ON \`payload_locked_documents_rels\` (\`mixer_scenes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_moods_id_idx\` ON \`payload_locked_documents_rels\` (\`moods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_download_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`download_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stores_id_idx\` ON \`payload_locked_documents_rels\` (\`stores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_store_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`store_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_price_lists_id\`);`)
}
