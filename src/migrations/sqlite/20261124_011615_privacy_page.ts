import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_privacy_page_idx\` ON \`site_settings\` (\`privacy_page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Atelier Vesta' NOT NULL,
  	\`china_variant\` integer,
  	\`hide_prices\` integer,
  	\`map_latitude\` numeric DEFAULT 41.89 NOT NULL,
  	\`map_longitude\` numeric DEFAULT 12.51 NOT NULL,
  	\`map_zoom\` numeric DEFAULT 3 NOT NULL,
  	\`map_style_url\` text,
  	\`product_book_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "china_variant", "hide_prices", "map_latitude", "map_longitude", "map_zoom", "map_style_url", "product_book_url", "updated_at", "created_at") SELECT "id", "site_name", "china_variant", "hide_prices", "map_latitude", "map_longitude", "map_zoom", "map_style_url", "product_book_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
