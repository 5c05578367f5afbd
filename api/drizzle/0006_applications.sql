ALTER TABLE "tournament_entry_members" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_entry_members" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tournament_entry_members_user_idx" ON "tournament_entry_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "tournament_entry_members" ADD CONSTRAINT "tournament_entry_members_status_check" CHECK ("tournament_entry_members"."status" in ('pending', 'approved', 'declined'));