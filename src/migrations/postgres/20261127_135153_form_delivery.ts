import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_form_submissions_confirmation_state" AS ENUM('none', 'pending', 'sent', 'failed');
  ALTER TYPE "public"."enum_forms_fields_type" ADD VALUE 'product' BEFORE 'attachment';
  ALTER TABLE "forms" ADD COLUMN "confirmation_mail" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "retention_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "forms_locales" ADD COLUMN "confirmation_mail_intro" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "confirmation_state" "enum_form_submissions_confirmation_state" DEFAULT 'none' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "product_enquiry_page_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_product_enquiry_page_id_pages_id_fk" FOREIGN KEY ("product_enquiry_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "form_submissions_next_attempt_at_idx" ON "form_submissions" USING btree ("next_attempt_at");
  CREATE INDEX "site_settings_product_enquiry_page_idx" ON "site_settings" USING btree ("product_enquiry_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_product_enquiry_page_id_pages_id_fk";
  
  ALTER TABLE "forms_fields" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_forms_fields_type";
  CREATE TYPE "public"."enum_forms_fields_type" AS ENUM('text', 'email', 'phone', 'country', 'province', 'region', 'select', 'radio', 'multipleCheckbox', 'textarea', 'checkbox', 'switch', 'date', 'link', 'attachment', 'privacy', 'label');
  ALTER TABLE "forms_fields" ALTER COLUMN "type" SET DATA TYPE "public"."enum_forms_fields_type" USING "type"::"public"."enum_forms_fields_type";
  DROP INDEX "form_submissions_next_attempt_at_idx";
  DROP INDEX "site_settings_product_enquiry_page_idx";
  ALTER TABLE "forms" DROP COLUMN "confirmation_mail";
  ALTER TABLE "forms" DROP COLUMN "retention_months";
  ALTER TABLE "forms_locales" DROP COLUMN "confirmation_mail_intro";
  ALTER TABLE "form_submissions" DROP COLUMN "next_attempt_at";
  ALTER TABLE "form_submissions" DROP COLUMN "confirmation_state";
  ALTER TABLE "site_settings" DROP COLUMN "product_enquiry_page_id";
  DROP TYPE "public"."enum_form_submissions_confirmation_state";`)
}
