DROP INDEX "teams_game_name_unique";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "logo_small_webp_url" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_game_name_unique" ON "teams" USING btree ("game_id",lower("name")) WHERE "teams"."deleted_at" is null;