import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "privacy_page_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_privacy_page_id_pages_id_fk" FOREIGN KEY ("privacy_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_privacy_page_idx" ON "site_settings" USING btree ("privacy_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_privacy_page_id_pages_id_fk";
  
  DROP INDEX "site_settings_privacy_page_idx";
  ALTER TABLE "site_settings" DROP COLUMN "privacy_page_id";`)
}
