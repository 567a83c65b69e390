import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms_fields\` ADD \`min_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`forms_fields\` ADD \`max_days\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms_fields\` DROP COLUMN \`min_days\`;`)
  await db.run(sql`ALTER TABLE \`forms_fields\` DROP COLUMN \`max_days\`;`)
}
