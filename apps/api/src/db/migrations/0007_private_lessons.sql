CREATE TABLE "private_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"personnel_id" uuid NOT NULL,
	"major_id" uuid NOT NULL,
	"date" date NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "private_lessons" ADD CONSTRAINT "private_lessons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_lessons" ADD CONSTRAINT "private_lessons_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_lessons" ADD CONSTRAINT "private_lessons_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_lessons" ADD CONSTRAINT "private_lessons_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_lessons" ADD CONSTRAINT "private_lessons_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_lessons_scope_idx" ON "private_lessons" USING btree ("business_id","branch_id","date");--> statement-breakpoint
CREATE INDEX "private_lessons_teacher_idx" ON "private_lessons" USING btree ("personnel_id","date");--> statement-breakpoint
CREATE INDEX "private_lessons_student_idx" ON "private_lessons" USING btree ("student_id");