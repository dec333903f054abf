CREATE TABLE "learning_outcome_pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"major_id" uuid NOT NULL,
	"grade_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"text" text NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_outcome_pools" ADD CONSTRAINT "learning_outcome_pools_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_outcomes" ADD CONSTRAINT "learning_outcomes_pool_id_learning_outcome_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."learning_outcome_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_outcome_pools_major_grade_key" ON "learning_outcome_pools" USING btree ("major_id","grade_level");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_outcomes_pool_code_key" ON "learning_outcomes" USING btree ("pool_id","code_key");--> statement-breakpoint
CREATE INDEX "learning_outcomes_pool_idx" ON "learning_outcomes" USING btree ("pool_id","position");