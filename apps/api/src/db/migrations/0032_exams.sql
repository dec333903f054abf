CREATE TABLE "exam_optical_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"fields" jsonb NOT NULL,
	"sample_line" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid,
	"exam_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"student_id" uuid,
	"school_class_id" uuid,
	"matched" boolean NOT NULL,
	"reason" text,
	"absent" boolean DEFAULT false NOT NULL,
	"student_number" text NOT NULL,
	"citizen_id" text NOT NULL,
	"full_name" text NOT NULL,
	"class_code" text NOT NULL,
	"room" text NOT NULL,
	"booklet" text NOT NULL,
	"search_key" text NOT NULL,
	"answers" text NOT NULL,
	"sections" jsonb,
	"total_net12" integer,
	"score_units" bigint,
	"rank_class" integer,
	"rank_branch" integer,
	"rank_business" integer
);
--> statement-breakpoint
CREATE TABLE "exam_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid,
	"exam_id" uuid NOT NULL,
	"encoding" text NOT NULL,
	"lines" integer NOT NULL,
	"scored" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"absent" integer NOT NULL,
	"errors" jsonb NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid,
	"branch_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"kind" text NOT NULL,
	"exam_date" date NOT NULL,
	"optical_form_id" uuid NOT NULL,
	"penalty" integer NOT NULL,
	"matching" text NOT NULL,
	"base_milli" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"cancellations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_optical_forms" ADD CONSTRAINT "exam_optical_forms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_optical_forms" ADD CONSTRAINT "exam_optical_forms_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_upload_id_exam_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."exam_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_uploads" ADD CONSTRAINT "exam_uploads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_uploads" ADD CONSTRAINT "exam_uploads_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_uploads" ADD CONSTRAINT "exam_uploads_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_uploads" ADD CONSTRAINT "exam_uploads_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_optical_form_id_exam_optical_forms_id_fk" FOREIGN KEY ("optical_form_id") REFERENCES "public"."exam_optical_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_optical_forms_business_idx" ON "exam_optical_forms" USING btree ("business_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_student_key" ON "exam_results" USING btree ("exam_id","student_id") WHERE student_id is not null;--> statement-breakpoint
CREATE INDEX "exam_results_rank_idx" ON "exam_results" USING btree ("exam_id","rank_business","id");--> statement-breakpoint
CREATE INDEX "exam_results_branch_rank_idx" ON "exam_results" USING btree ("exam_id","branch_id","rank_business","id");--> statement-breakpoint
CREATE INDEX "exam_results_class_rank_idx" ON "exam_results" USING btree ("exam_id","school_class_id","rank_business","id");--> statement-breakpoint
CREATE INDEX "exam_results_unmatched_idx" ON "exam_results" USING btree ("exam_id","line_no") WHERE matched = false;--> statement-breakpoint
CREATE INDEX "exam_results_student_idx" ON "exam_results" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "exam_uploads_exam_idx" ON "exam_uploads" USING btree ("exam_id","created_at");--> statement-breakpoint
CREATE INDEX "exams_business_idx" ON "exams" USING btree ("business_id","exam_date");