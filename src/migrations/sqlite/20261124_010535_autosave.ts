import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_materials_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_materials_v_autosave_idx\` ON \`_materials_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_moods_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_moods_v_autosave_idx\` ON \`_moods_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_projects_v_autosave_idx\` ON \`_projects_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_stories_v_autosave_idx\` ON \`_stories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_downloads_v_autosave_idx\` ON \`_downloads_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_stores_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_stores_v_autosave_idx\` ON \`_stores_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_products_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_materials_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_materials_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_moods_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_moods_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_projects_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_stories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_downloads_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_stores_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_stores_v\` DROP COLUMN \`autosave\`;`)
}
