import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_visitor_mfa" AS ENUM('off', 'professionals', 'everybody');
  ALTER TABLE "site_settings" ADD COLUMN "visitor_mfa" "enum_site_settings_visitor_mfa" DEFAULT 'off' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "visitor_mfa";
  DROP TYPE "public"."enum_site_settings_visitor_mfa";`)
}
