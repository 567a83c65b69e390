import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms_fields" ADD COLUMN "min_days" numeric;
  ALTER TABLE "forms_fields" ADD COLUMN "max_days" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms_fields" DROP COLUMN "min_days";
  ALTER TABLE "forms_fields" DROP COLUMN "max_days";`)
}
