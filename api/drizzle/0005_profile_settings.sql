ALTER TABLE "user_documents" ADD COLUMN "media_file_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_timezone_timezones_name_fk" FOREIGN KEY ("timezone") REFERENCES "public"."timezones"("name") ON DELETE set null ON UPDATE no action;