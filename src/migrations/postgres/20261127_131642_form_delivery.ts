import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_form_submissions_confirmation_state" AS ENUM('none', 'pending', 'sent', 'failed');
  ALTER TABLE "forms" ADD COLUMN "confirmation_mail" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "retention_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "forms_locales" ADD COLUMN "confirmation_mail_intro" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "confirmation_state" "enum_form_submissions_confirmation_state" DEFAULT 'none' NOT NULL;
  CREATE INDEX "form_submissions_next_attempt_at_idx" ON "form_submissions" USING btree ("next_attempt_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "form_submissions_next_attempt_at_idx";
  ALTER TABLE "forms" DROP COLUMN "confirmation_mail";
  ALTER TABLE "forms" DROP COLUMN "retention_months";
  ALTER TABLE "forms_locales" DROP COLUMN "confirmation_mail_intro";
  ALTER TABLE "form_submissions" DROP COLUMN "next_attempt_at";
  ALTER TABLE "form_submissions" DROP COLUMN "confirmation_state";
  DROP TYPE "public"."enum_form_submissions_confirmation_state";`)
}
