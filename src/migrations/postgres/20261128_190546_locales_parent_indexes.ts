import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "pages_locales_parent_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_locales_parent_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "products_versions_locales_parent_idx" ON "products_versions_locales" USING btree ("_parent_id");
  CREATE INDEX "products_configurator_parts_locales_parent_idx" ON "products_configurator_parts_locales" USING btree ("_parent_id");
  CREATE INDEX "products_configurator_options_locales_parent_idx" ON "products_configurator_options_locales" USING btree ("_parent_id");
  CREATE INDEX "products_locales_parent_idx" ON "products_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_versions_locales_parent_idx" ON "_products_v_version_versions_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_configurator_parts_locales_parent_idx" ON "_products_v_version_configurator_parts_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_configurator_options_locales_parent_idx" ON "_products_v_version_configurator_options_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_locales_parent_idx" ON "_products_v_locales" USING btree ("_parent_id");
  CREATE INDEX "categories_locales_parent_idx" ON "categories_locales" USING btree ("_parent_id");
  CREATE INDEX "families_locales_parent_idx" ON "families_locales" USING btree ("_parent_id");
  CREATE INDEX "designers_locales_parent_idx" ON "designers_locales" USING btree ("_parent_id");
  CREATE INDEX "materials_locales_parent_idx" ON "materials_locales" USING btree ("_parent_id");
  CREATE INDEX "_materials_v_locales_parent_idx" ON "_materials_v_locales" USING btree ("_parent_id");
  CREATE INDEX "material_categories_locales_parent_idx" ON "material_categories_locales" USING btree ("_parent_id");
  CREATE INDEX "mixer_scenes_slots_locales_parent_idx" ON "mixer_scenes_slots_locales" USING btree ("_parent_id");
  CREATE INDEX "mixer_scenes_locales_parent_idx" ON "mixer_scenes_locales" USING btree ("_parent_id");
  CREATE INDEX "moods_locales_parent_idx" ON "moods_locales" USING btree ("_parent_id");
  CREATE INDEX "_moods_v_locales_parent_idx" ON "_moods_v_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_steps_locales_parent_idx" ON "projects_steps_locales" USING btree ("_parent_id");
  CREATE INDEX "projects_locales_parent_idx" ON "projects_locales" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_steps_locales_parent_idx" ON "_projects_v_version_steps_locales" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_locales_parent_idx" ON "_projects_v_locales" USING btree ("_parent_id");
  CREATE INDEX "stories_locales_parent_idx" ON "stories_locales" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_locales_parent_idx" ON "_stories_v_locales" USING btree ("_parent_id");
  CREATE INDEX "downloads_locales_parent_idx" ON "downloads_locales" USING btree ("_parent_id");
  CREATE INDEX "_downloads_v_locales_parent_idx" ON "_downloads_v_locales" USING btree ("_parent_id");
  CREATE INDEX "download_categories_locales_parent_idx" ON "download_categories_locales" USING btree ("_parent_id");
  CREATE INDEX "stores_locales_parent_idx" ON "stores_locales" USING btree ("_parent_id");
  CREATE INDEX "_stores_v_locales_parent_idx" ON "_stores_v_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_fields_options_locales_parent_idx" ON "forms_fields_options_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_fields_locales_parent_idx" ON "forms_fields_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_locales_parent_idx" ON "forms_locales" USING btree ("_parent_id");
  CREATE INDEX "trade_bulletins_locales_parent_idx" ON "trade_bulletins_locales" USING btree ("_parent_id");
  CREATE INDEX "trade_downloads_locales_parent_idx" ON "trade_downloads_locales" USING btree ("_parent_id");
  CREATE INDEX "main_menu_items_children_locales_parent_idx" ON "main_menu_items_children_locales" USING btree ("_parent_id");
  CREATE INDEX "main_menu_items_locales_parent_idx" ON "main_menu_items_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_links_locales_parent_idx" ON "footer_columns_links_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_locales_parent_idx" ON "footer_columns_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_locales_parent_idx" ON "footer_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "labels_entries_locales_parent_idx" ON "labels_entries_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_locales_parent_idx";
  DROP INDEX "_pages_v_locales_parent_idx";
  DROP INDEX "products_versions_locales_parent_idx";
  DROP INDEX "products_configurator_parts_locales_parent_idx";
  DROP INDEX "products_configurator_options_locales_parent_idx";
  DROP INDEX "products_locales_parent_idx";
  DROP INDEX "_products_v_version_versions_locales_parent_idx";
  DROP INDEX "_products_v_version_configurator_parts_locales_parent_idx";
  DROP INDEX "_products_v_version_configurator_options_locales_parent_idx";
  DROP INDEX "_products_v_locales_parent_idx";
  DROP INDEX "categories_locales_parent_idx";
  DROP INDEX "families_locales_parent_idx";
  DROP INDEX "designers_locales_parent_idx";
  DROP INDEX "materials_locales_parent_idx";
  DROP INDEX "_materials_v_locales_parent_idx";
  DROP INDEX "material_categories_locales_parent_idx";
  DROP INDEX "mixer_scenes_slots_locales_parent_idx";
  DROP INDEX "mixer_scenes_locales_parent_idx";
  DROP INDEX "moods_locales_parent_idx";
  DROP INDEX "_moods_v_locales_parent_idx";
  DROP INDEX "projects_steps_locales_parent_idx";
  DROP INDEX "projects_locales_parent_idx";
  DROP INDEX "_projects_v_version_steps_locales_parent_idx";
  DROP INDEX "_projects_v_locales_parent_idx";
  DROP INDEX "stories_locales_parent_idx";
  DROP INDEX "_stories_v_locales_parent_idx";
  DROP INDEX "downloads_locales_parent_idx";
  DROP INDEX "_downloads_v_locales_parent_idx";
  DROP INDEX "download_categories_locales_parent_idx";
  DROP INDEX "stores_locales_parent_idx";
  DROP INDEX "_stores_v_locales_parent_idx";
  DROP INDEX "media_locales_parent_idx";
  DROP INDEX "forms_fields_options_locales_parent_idx";
  DROP INDEX "forms_fields_locales_parent_idx";
  DROP INDEX "forms_locales_parent_idx";
  DROP INDEX "trade_bulletins_locales_parent_idx";
  DROP INDEX "trade_downloads_locales_parent_idx";
  DROP INDEX "main_menu_items_children_locales_parent_idx";
  DROP INDEX "main_menu_items_locales_parent_idx";
  DROP INDEX "footer_columns_links_locales_parent_idx";
  DROP INDEX "footer_columns_locales_parent_idx";
  DROP INDEX "footer_locales_parent_idx";
  DROP INDEX "site_settings_locales_parent_idx";
  DROP INDEX "labels_entries_locales_parent_idx";`)
}
