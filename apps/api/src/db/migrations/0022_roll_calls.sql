CREATE TABLE "roll_call_alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"threshold" integer,
	"send_delay_minutes" integer DEFAULT 0 NOT NULL,
	"template" text NOT NULL,
	CONSTRAINT "roll_call_alert_rules_kind_key" UNIQUE("branch_id","kind")
);
--> statement-breakpoint
CREATE TABLE "roll_call_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"roll_call_id" uuid,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" text[] DEFAULT '{}' NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roll_call_alerts_day_key" UNIQUE("student_id","kind","date")
);
--> statement-breakpoint
CREATE TABLE "roll_call_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"roll_call_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"school_class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"state" text NOT NULL,
	"late_minutes" smallint,
	"excuse_reason" text,
	CONSTRAINT "roll_call_marks_student_key" UNIQUE("roll_call_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "roll_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"school_class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"lesson_time_id" uuid NOT NULL,
	"major_id" uuid NOT NULL,
	"personnel_id" uuid NOT NULL,
	"open_state" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_account_id" uuid,
	CONSTRAINT "roll_calls_slot_key" UNIQUE("school_class_id","date","lesson_time_id")
);
--> statement-breakpoint
ALTER TABLE "roll_call_alert_rules" ADD CONSTRAINT "roll_call_alert_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_alert_rules" ADD CONSTRAINT "roll_call_alert_rules_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_alerts" ADD CONSTRAINT "roll_call_alerts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_alerts" ADD CONSTRAINT "roll_call_alerts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_alerts" ADD CONSTRAINT "roll_call_alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_alerts" ADD CONSTRAINT "roll_call_alerts_roll_call_id_roll_calls_id_fk" FOREIGN KEY ("roll_call_id") REFERENCES "public"."roll_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_roll_call_id_roll_calls_id_fk" FOREIGN KEY ("roll_call_id") REFERENCES "public"."roll_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_marks" ADD CONSTRAINT "roll_call_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_lesson_time_id_lesson_times_id_fk" FOREIGN KEY ("lesson_time_id") REFERENCES "public"."lesson_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_calls" ADD CONSTRAINT "roll_calls_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roll_call_alerts_branch_idx" ON "roll_call_alerts" USING btree ("business_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "roll_call_alerts_pending_idx" ON "roll_call_alerts" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "roll_call_marks_class_date_idx" ON "roll_call_marks" USING btree ("school_class_id","date");--> statement-breakpoint
CREATE INDEX "roll_call_marks_branch_date_idx" ON "roll_call_marks" USING btree ("business_id","branch_id","date");--> statement-breakpoint
CREATE INDEX "roll_call_marks_student_date_idx" ON "roll_call_marks" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "roll_calls_branch_date_idx" ON "roll_calls" USING btree ("business_id","branch_id","date");