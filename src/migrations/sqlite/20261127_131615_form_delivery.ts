import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` ADD \`confirmation_mail\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`retention_months\` numeric DEFAULT 24 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`forms_locales\` ADD \`confirmation_mail_intro\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`confirmation_state\` text DEFAULT 'none' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`form_submissions_next_attempt_at_idx\` ON \`form_submissions\` (\`next_attempt_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`form_submissions_next_attempt_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`confirmation_state\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`confirmation_mail\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`retention_months\`;`)
  await db.run(sql`ALTER TABLE \`forms_locales\` DROP COLUMN \`confirmation_mail_intro\`;`)
}
