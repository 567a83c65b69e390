import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_synonyms_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"terms" varchar NOT NULL,
  	"one_way" boolean DEFAULT false
  );
  
  CREATE TABLE "search_synonyms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "search_synonyms_entries" ADD CONSTRAINT "search_synonyms_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_synonyms_entries_order_idx" ON "search_synonyms_entries" USING btree ("_order");
  CREATE INDEX "search_synonyms_entries_parent_id_idx" ON "search_synonyms_entries" USING btree ("_parent_id");
  CREATE INDEX "search_synonyms_entries_locale_idx" ON "search_synonyms_entries" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_synonyms_entries" CASCADE;
  DROP TABLE "search_synonyms" CASCADE;`)
}
