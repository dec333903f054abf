CREATE TABLE "roll_call_day_totals" (
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"school_class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"held" smallint NOT NULL,
	"present" smallint NOT NULL,
	"absent" smallint NOT NULL,
	"late" smallint NOT NULL,
	"excused" smallint NOT NULL,
	CONSTRAINT "roll_call_day_totals_student_id_date_school_class_id_pk" PRIMARY KEY("student_id","date","school_class_id")
);
--> statement-breakpoint
ALTER TABLE "roll_call_day_totals" ADD CONSTRAINT "roll_call_day_totals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_day_totals" ADD CONSTRAINT "roll_call_day_totals_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_day_totals" ADD CONSTRAINT "roll_call_day_totals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roll_call_day_totals" ADD CONSTRAINT "roll_call_day_totals_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roll_call_day_totals_branch_date_idx" ON "roll_call_day_totals" USING btree ("business_id","branch_id","date");--> statement-breakpoint
CREATE INDEX "roll_call_day_totals_class_date_idx" ON "roll_call_day_totals" USING btree ("school_class_id","date");--> statement-breakpoint
-- Roll calls closed before this table existed, counted once.
INSERT INTO "roll_call_day_totals" ("business_id", "branch_id", "student_id", "school_class_id", "date", "held", "present", "absent", "late", "excused")
SELECT m."business_id", m."branch_id", m."student_id", m."school_class_id", m."date",
  count(*), count(*) FILTER (WHERE m."state" = 'Present'), count(*) FILTER (WHERE m."state" = 'Absent'),
  count(*) FILTER (WHERE m."state" = 'Late'), count(*) FILTER (WHERE m."state" = 'Excused')
FROM "roll_call_marks" m JOIN "roll_calls" r ON r."id" = m."roll_call_id" AND r."open_state" = 'Close'
GROUP BY m."business_id", m."branch_id", m."student_id", m."school_class_id", m."date";
