ALTER TABLE "tournaments" ADD COLUMN "name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;