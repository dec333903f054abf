ALTER TABLE "announcements" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "level" text DEFAULT 'Info' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "target_kind" text DEFAULT 'Business' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "target_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "publish_on" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "announcement_details_unread_idx" ON "announcement_details" USING btree ("user_id") WHERE is_read = false;--> statement-breakpoint
CREATE INDEX "announcements_branch_idx" ON "announcements" USING btree ("business_id","branch_id","created_at");