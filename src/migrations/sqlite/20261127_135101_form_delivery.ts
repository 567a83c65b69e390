import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` ADD \`confirmation_mail\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`retention_months\` numeric DEFAULT 24 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`forms_locales\` ADD \`confirmation_mail_intro\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`confirmation_state\` text DEFAULT 'none' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`form_submissions_next_attempt_at_idx\` ON \`form_submissions\` (\`next_attempt_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`product_enquiry_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_product_enquiry_page_idx\` ON \`site_settings\` (\`product_enquiry_page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Atelier Vesta' NOT NULL,
  	\`china_variant\` integer,
  	\`hide_prices\` integer,
  	\`privacy_page_id\` integer,
  	\`map_latitude\` numeric DEFAULT 41.89 NOT NULL,
  	\`map_longitude\` numeric DEFAULT 12.51 NOT NULL,
  	\`map_zoom\` numeric DEFAULT 3 NOT NULL,
  	\`map_style_url\` text,
  	\`visitor_mfa\` text DEFAULT 'off' NOT NULL,
  	\`product_book_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`privacy_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "china_variant", "hide_prices", "privacy_page_id", "map_latitude", "map_longitude", "map_zoom", "map_style_url", "visitor_mfa", "product_book_url", "updated_at", "created_at") SELECT "id", "site_name", "china_variant", "hide_prices", "privacy_page_id", "map_latitude", "map_longitude", "map_zoom", "map_style_url", "visitor_mfa", "product_book_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_privacy_page_idx\` ON \`site_settings\` (\`privacy_page_id\`);`)
  await db.run(sql`DROP INDEX \`form_submissions_next_attempt_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`confirmation_state\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`confirmation_mail\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`retention_months\`;`)
  await db.run(sql`ALTER TABLE \`forms_locales\` DROP COLUMN \`confirmation_mail_intro\`;`)
}
