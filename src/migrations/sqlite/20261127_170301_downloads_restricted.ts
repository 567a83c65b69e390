import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`restricted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`file_updated_at\` text;`)
  await db.run(sql`CREATE INDEX \`downloads_restricted_idx\` ON \`downloads\` (\`restricted\`);`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_restricted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_file_updated_at\` text;`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_restricted_idx\` ON \`_downloads_v\` (\`version_restricted\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`downloads_restricted_idx\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`restricted\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`file_updated_at\`;`)
  await db.run(sql`DROP INDEX \`_downloads_v_version_version_restricted_idx\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`version_restricted\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`version_file_updated_at\`;`)
}
