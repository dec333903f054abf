CREATE TABLE "report_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"type" text NOT NULL,
	"params" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"state" text DEFAULT 'Queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"content_type" text,
	"size_bytes" integer,
	"content" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_results" ADD CONSTRAINT "report_results_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_results" ADD CONSTRAINT "report_results_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_results_user_idx" ON "report_results" USING btree ("user_id","business_id","created_at");--> statement-breakpoint
CREATE INDEX "report_results_running_idx" ON "report_results" USING btree ("business_id","state") WHERE state in ('Queued', 'Running');--> statement-breakpoint
CREATE INDEX "report_results_expires_idx" ON "report_results" USING btree ("expires_at");