import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "mixer_scenes_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"x" numeric NOT NULL,
  	"y" numeric NOT NULL,
  	"outdoor" boolean
  );
  
  CREATE TABLE "mixer_scenes_slots_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mixer_scenes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mixer_scenes_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "mixer_scenes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"material_categories_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mixer_scenes_id" integer;
  ALTER TABLE "mixer_scenes_slots" ADD CONSTRAINT "mixer_scenes_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mixer_scenes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mixer_scenes_slots_locales" ADD CONSTRAINT "mixer_scenes_slots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mixer_scenes_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mixer_scenes" ADD CONSTRAINT "mixer_scenes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mixer_scenes_locales" ADD CONSTRAINT "mixer_scenes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mixer_scenes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mixer_scenes_rels" ADD CONSTRAINT "mixer_scenes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mixer_scenes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mixer_scenes_rels" ADD CONSTRAINT "mixer_scenes_rels_material_categories_fk" FOREIGN KEY ("material_categories_id") REFERENCES "public"."material_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mixer_scenes_slots_order_idx" ON "mixer_scenes_slots" USING btree ("_order");
  CREATE INDEX "mixer_scenes_slots_parent_id_idx" ON "mixer_scenes_slots" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "mixer_scenes_slots_locales_locale_parent_id_unique" ON "mixer_scenes_slots_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mixer_scenes_code_idx" ON "mixer_scenes" USING btree ("code");
  CREATE INDEX "mixer_scenes_image_idx" ON "mixer_scenes" USING btree ("image_id");
  CREATE INDEX "mixer_scenes_updated_at_idx" ON "mixer_scenes" USING btree ("updated_at");
  CREATE INDEX "mixer_scenes_created_at_idx" ON "mixer_scenes" USING btree ("created_at");
  CREATE UNIQUE INDEX "mixer_scenes_locales_locale_parent_id_unique" ON "mixer_scenes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "mixer_scenes_rels_order_idx" ON "mixer_scenes_rels" USING btree ("order");
  CREATE INDEX "mixer_scenes_rels_parent_idx" ON "mixer_scenes_rels" USING btree ("parent_id");
  CREATE INDEX "mixer_scenes_rels_path_idx" ON "mixer_scenes_rels" USING btree ("path");
  CREATE INDEX "mixer_scenes_rels_material_categories_id_idx" ON "mixer_scenes_rels" USING btree ("material_categories_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mixer_scenes_fk" FOREIGN KEY ("mixer_scenes_id") REFERENCES "public"."mixer_scenes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mixer_scenes_id_idx" ON "payload_locked_documents_rels" USING btree ("mixer_scenes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mixer_scenes_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mixer_scenes_slots_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mixer_scenes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mixer_scenes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mixer_scenes_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mixer_scenes_slots" CASCADE;
  DROP TABLE "mixer_scenes_slots_locales" CASCADE;
  DROP TABLE "mixer_scenes" CASCADE;
  DROP TABLE "mixer_scenes_locales" CASCADE;
  DROP TABLE "mixer_scenes_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_mixer_scenes_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_mixer_scenes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mixer_scenes_id";`)
}
