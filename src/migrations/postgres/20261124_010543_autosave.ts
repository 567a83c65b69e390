import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_products_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_materials_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_moods_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_projects_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_stories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_downloads_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_stores_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE INDEX "_materials_v_autosave_idx" ON "_materials_v" USING btree ("autosave");
  CREATE INDEX "_moods_v_autosave_idx" ON "_moods_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE INDEX "_stories_v_autosave_idx" ON "_stories_v" USING btree ("autosave");
  CREATE INDEX "_downloads_v_autosave_idx" ON "_downloads_v" USING btree ("autosave");
  CREATE INDEX "_stores_v_autosave_idx" ON "_stores_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_products_v_autosave_idx";
  DROP INDEX "_materials_v_autosave_idx";
  DROP INDEX "_moods_v_autosave_idx";
  DROP INDEX "_projects_v_autosave_idx";
  DROP INDEX "_stories_v_autosave_idx";
  DROP INDEX "_downloads_v_autosave_idx";
  DROP INDEX "_stores_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_products_v" DROP COLUMN "autosave";
  ALTER TABLE "_materials_v" DROP COLUMN "autosave";
  ALTER TABLE "_moods_v" DROP COLUMN "autosave";
  ALTER TABLE "_projects_v" DROP COLUMN "autosave";
  ALTER TABLE "_stories_v" DROP COLUMN "autosave";
  ALTER TABLE "_downloads_v" DROP COLUMN "autosave";
  ALTER TABLE "_stores_v" DROP COLUMN "autosave";`)
}
