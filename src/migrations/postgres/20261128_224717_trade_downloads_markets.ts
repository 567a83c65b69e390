import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trade_downloads_markets" AS ENUM('eu', 'uk', 'us', 'ch', 'cn');
  CREATE TABLE "trade_downloads_markets" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_trade_downloads_markets",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "trade_downloads_markets" ADD CONSTRAINT "trade_downloads_markets_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "trade_downloads_markets_order_idx" ON "trade_downloads_markets" USING btree ("order");
  CREATE INDEX "trade_downloads_markets_parent_idx" ON "trade_downloads_markets" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "trade_downloads_markets" CASCADE;
  DROP TYPE "public"."enum_trade_downloads_markets";`)
}
