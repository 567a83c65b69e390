import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`template\` text DEFAULT 'default';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_template\` text DEFAULT 'default';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`template\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_template\`;`)
}
