CREATE TABLE "exam_result_sms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid,
	"exam_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"text" text NOT NULL,
	"recipients" text[] NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sent_by_account_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_result_sms" ADD CONSTRAINT "exam_result_sms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_sms" ADD CONSTRAINT "exam_result_sms_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_sms" ADD CONSTRAINT "exam_result_sms_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_sms" ADD CONSTRAINT "exam_result_sms_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_sms" ADD CONSTRAINT "exam_result_sms_sent_by_account_id_accounts_id_fk" FOREIGN KEY ("sent_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_result_sms_student_key" ON "exam_result_sms" USING btree ("exam_id","student_id");