import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_forms_fields_type" ADD VALUE 'address' BEFORE 'label';
  ALTER TYPE "public"."enum_forms_fields_type" ADD VALUE 'password' BEFORE 'label';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms_fields" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_forms_fields_type";
  CREATE TYPE "public"."enum_forms_fields_type" AS ENUM('text', 'email', 'phone', 'country', 'province', 'region', 'select', 'radio', 'multipleCheckbox', 'textarea', 'checkbox', 'switch', 'date', 'link', 'product', 'attachment', 'privacy', 'label');
  ALTER TABLE "forms_fields" ALTER COLUMN "type" SET DATA TYPE "public"."enum_forms_fields_type" USING "type"::"public"."enum_forms_fields_type";`)
}
