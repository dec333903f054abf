CREATE TABLE "assessment_external_respondents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"search_key" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_assignments" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "assessment_links" ADD COLUMN "respondent_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_external_respondents" ADD CONSTRAINT "assessment_external_respondents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_external_respondents" ADD CONSTRAINT "assessment_external_respondents_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_external_respondents" ADD CONSTRAINT "assessment_external_respondents_assignment_id_assessment_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assessment_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_external_respondents_phone_key" ON "assessment_external_respondents" USING btree ("assignment_id","mobile_phone");--> statement-breakpoint
CREATE INDEX "assessment_external_respondents_phone_idx" ON "assessment_external_respondents" USING btree ("business_id","mobile_phone");--> statement-breakpoint
ALTER TABLE "assessment_links" ADD CONSTRAINT "assessment_links_respondent_id_assessment_external_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."assessment_external_respondents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_assignments_share_token_key" ON "assessment_assignments" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_links_respondent_key" ON "assessment_links" USING btree ("respondent_id");