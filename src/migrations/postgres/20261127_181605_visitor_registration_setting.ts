import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_visitor_registration" AS ENUM('open', 'closed');
  ALTER TABLE "site_settings" ADD COLUMN "visitor_registration" "enum_site_settings_visitor_registration" DEFAULT 'open' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "visitor_registration";
  DROP TYPE "public"."enum_site_settings_visitor_registration";`)
}
