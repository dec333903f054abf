ALTER TABLE "school_classes" ADD COLUMN "sort_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "school_classes" SET "sort_key" = lpad(CASE "grade_level" WHEN 'Kindergarten' THEN '0' WHEN 'Graduate' THEN '13' WHEN 'Other' THEN '14' ELSE "grade_level" END, 2, '0') || '-' || "section";
