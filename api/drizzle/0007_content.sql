-- Hand-written (issue 13): the trigram operators of the name search indexes below (PGlite loads the pg_trgm extension too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "vote_voters" (
	"vote_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_voters_vote_id_user_id_pk" PRIMARY KEY("vote_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "contact_channel" text;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "vote_voters" ADD CONSTRAINT "vote_voters_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_voters" ADD CONSTRAINT "vote_voters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "help_requests_user_idx" ON "help_requests" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_contact_channel_check" CHECK ("help_requests"."contact_channel" is null or "help_requests"."contact_channel" in ('telegram', 'discord', 'email'));
--> statement-breakpoint
-- Hand-written (issue 13): players who voted before vote_voters existed keep their one ballot.
INSERT INTO "vote_voters" ("vote_id", "user_id") SELECT DISTINCT "vote_id", "user_id" FROM "vote_ballots" ON CONFLICT DO NOTHING;
