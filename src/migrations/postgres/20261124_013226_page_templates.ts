import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_template" AS ENUM('default', 'artOfMaterials', 'productPanoramics', 'materialPanoramics');
  CREATE TYPE "public"."enum__pages_v_version_template" AS ENUM('default', 'artOfMaterials', 'productPanoramics', 'materialPanoramics');
  ALTER TABLE "pages" ADD COLUMN "template" "enum_pages_template" DEFAULT 'default';
  ALTER TABLE "_pages_v" ADD COLUMN "version_template" "enum__pages_v_version_template" DEFAULT 'default';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "template";
  ALTER TABLE "_pages_v" DROP COLUMN "version_template";
  DROP TYPE "public"."enum_pages_template";
  DROP TYPE "public"."enum__pages_v_version_template";`)
}
