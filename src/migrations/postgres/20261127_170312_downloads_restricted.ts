import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "downloads" ADD COLUMN "restricted" boolean DEFAULT false;
  ALTER TABLE "downloads" ADD COLUMN "file_updated_at" timestamp(3) with time zone;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_restricted" boolean DEFAULT false;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_file_updated_at" timestamp(3) with time zone;
  CREATE INDEX "downloads_restricted_idx" ON "downloads" USING btree ("restricted");
  CREATE INDEX "_downloads_v_version_version_restricted_idx" ON "_downloads_v" USING btree ("version_restricted");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "downloads_restricted_idx";
  DROP INDEX "_downloads_v_version_version_restricted_idx";
  ALTER TABLE "downloads" DROP COLUMN "restricted";
  ALTER TABLE "downloads" DROP COLUMN "file_updated_at";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_restricted";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_file_updated_at";`)
}
