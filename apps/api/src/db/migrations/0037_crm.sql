CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"description" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"offers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"public_form_enabled" boolean DEFAULT false NOT NULL,
	"kvkk_text" text,
	"kvkk_version" text,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_call_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"call_list_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"assignee_account_id" uuid,
	"state" text DEFAULT 'Waiting' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"taken_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_call_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"assignment_type" text NOT NULL,
	"assignee_account_id" uuid,
	"campaign_id" uuid,
	"filter" jsonb,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"customer_type" text DEFAULT 'Individual' NOT NULL,
	"corporate_name" text,
	"student_first_name" text NOT NULL,
	"student_last_name" text NOT NULL,
	"grade_level" text,
	"current_school" text,
	"citizen_id" text,
	"parent_first_name" text,
	"parent_last_name" text,
	"phone_digits" text NOT NULL,
	"second_phone_digits" text,
	"email" text,
	"note" text,
	"reference_id" uuid,
	"campaign_id" uuid,
	"source" text DEFAULT 'Manual' NOT NULL,
	"import_file_id" uuid,
	"kvkk_consent_version" text,
	"kvkk_consent_text" text,
	"kvkk_consent_at" timestamp with time zone,
	"owner_account_id" uuid,
	"outcome" text DEFAULT 'Open' NOT NULL,
	"next_contact_on" date,
	"last_interview_at" timestamp with time zone,
	"last_interview_state_id" uuid,
	"interview_count" integer DEFAULT 0 NOT NULL,
	"student_id" uuid,
	"converted_at" timestamp with time zone,
	"merged_into_id" uuid,
	"search_key" text NOT NULL,
	"sort_key" text NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_import_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"row_count" integer NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"outcome" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_interview_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"closing" text DEFAULT 'None' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state_id" uuid NOT NULL,
	"note" text,
	"next_contact_on" date,
	"call_list_entry_id" uuid,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_list_entries" ADD CONSTRAINT "crm_call_list_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_list_entries" ADD CONSTRAINT "crm_call_list_entries_call_list_id_crm_call_lists_id_fk" FOREIGN KEY ("call_list_id") REFERENCES "public"."crm_call_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_list_entries" ADD CONSTRAINT "crm_call_list_entries_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_list_entries" ADD CONSTRAINT "crm_call_list_entries_assignee_account_id_accounts_id_fk" FOREIGN KEY ("assignee_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_lists" ADD CONSTRAINT "crm_call_lists_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_lists" ADD CONSTRAINT "crm_call_lists_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_lists" ADD CONSTRAINT "crm_call_lists_assignee_account_id_accounts_id_fk" FOREIGN KEY ("assignee_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_lists" ADD CONSTRAINT "crm_call_lists_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_call_lists" ADD CONSTRAINT "crm_call_lists_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_reference_id_crm_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."crm_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_import_file_id_crm_import_files_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."crm_import_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_last_interview_state_id_crm_interview_states_id_fk" FOREIGN KEY ("last_interview_state_id") REFERENCES "public"."crm_interview_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_import_files" ADD CONSTRAINT "crm_import_files_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_import_files" ADD CONSTRAINT "crm_import_files_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_import_files" ADD CONSTRAINT "crm_import_files_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interview_states" ADD CONSTRAINT "crm_interview_states_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interviews" ADD CONSTRAINT "crm_interviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interviews" ADD CONSTRAINT "crm_interviews_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interviews" ADD CONSTRAINT "crm_interviews_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interviews" ADD CONSTRAINT "crm_interviews_state_id_crm_interview_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."crm_interview_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interviews" ADD CONSTRAINT "crm_interviews_call_list_entry_id_crm_call_list_entries_id_fk" FOREIGN KEY ("call_list_entry_id") REFERENCES "public"."crm_call_list_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interviews" ADD CONSTRAINT "crm_interviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_references" ADD CONSTRAINT "crm_references_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_business_idx" ON "campaigns" USING btree ("business_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_call_list_entries_customer_uq" ON "crm_call_list_entries" USING btree ("call_list_id","customer_id");--> statement-breakpoint
CREATE INDEX "crm_call_list_entries_queue_idx" ON "crm_call_list_entries" USING btree ("call_list_id","state","position");--> statement-breakpoint
CREATE INDEX "crm_call_list_entries_assignee_idx" ON "crm_call_list_entries" USING btree ("business_id","assignee_account_id","state");--> statement-breakpoint
CREATE INDEX "crm_call_lists_business_idx" ON "crm_call_lists" USING btree ("business_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_customers_business_idx" ON "crm_customers" USING btree ("business_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_customers_phone_idx" ON "crm_customers" USING btree ("business_id","phone_digits");--> statement-breakpoint
CREATE INDEX "crm_customers_owner_idx" ON "crm_customers" USING btree ("business_id","owner_account_id","next_contact_on");--> statement-breakpoint
CREATE INDEX "crm_customers_campaign_idx" ON "crm_customers" USING btree ("business_id","campaign_id");--> statement-breakpoint
CREATE INDEX "crm_customers_search_trgm_idx" ON "crm_customers" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_import_files_business_idx" ON "crm_import_files" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_interview_states_business_idx" ON "crm_interview_states" USING btree ("business_id","sort_order");--> statement-breakpoint
CREATE INDEX "crm_interviews_customer_idx" ON "crm_interviews" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_interviews_business_idx" ON "crm_interviews" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_interviews_account_idx" ON "crm_interviews" USING btree ("business_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_references_business_idx" ON "crm_references" USING btree ("business_id");