CREATE TABLE "report_result_parts" (
	"result_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "report_result_parts_result_id_seq_pk" PRIMARY KEY("result_id","seq")
);
--> statement-breakpoint
ALTER TABLE "report_result_parts" ADD CONSTRAINT "report_result_parts_result_id_report_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."report_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Files already made keep their bytes: each becomes its result's one part.
INSERT INTO "report_result_parts" ("result_id", "seq", "content")
SELECT "id", 0, "content" FROM "report_results" WHERE "content" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "report_results" DROP COLUMN "content";