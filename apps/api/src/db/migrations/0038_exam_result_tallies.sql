CREATE TABLE "exam_result_tallies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"grouping" text NOT NULL,
	"branch_id" uuid,
	"school_class_id" uuid,
	"booklet" text NOT NULL,
	"band" smallint NOT NULL,
	"students" integer NOT NULL,
	"marks" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_result_tallies" ADD CONSTRAINT "exam_result_tallies_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_tallies" ADD CONSTRAINT "exam_result_tallies_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_tallies" ADD CONSTRAINT "exam_result_tallies_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_tallies" ADD CONSTRAINT "exam_result_tallies_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_result_tallies_branch_idx" ON "exam_result_tallies" USING btree ("exam_id","grouping","branch_id");--> statement-breakpoint
CREATE INDEX "exam_result_tallies_class_idx" ON "exam_result_tallies" USING btree ("exam_id","school_class_id");