CREATE TABLE "student_counts" (
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "student_counts_business_id_branch_id_pk" PRIMARY KEY("business_id","branch_id")
);
--> statement-breakpoint
-- Statement triggers with transition tables: an import of 10,000 rows changes a count once.
CREATE FUNCTION student_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_counts (business_id, branch_id, live)
  SELECT business_id, branch_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2
  ON CONFLICT (business_id, branch_id) DO UPDATE SET live = student_counts.live + excluded.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Most updates (a search key, a class) move no count; only a net change touches the row.
CREATE FUNCTION student_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_counts (business_id, branch_id, live)
  SELECT business_id, branch_id, sum(n)::int FROM (
    SELECT business_id, branch_id, count(*) AS n FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2
    UNION ALL
    SELECT business_id, branch_id, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2
  ) AS d GROUP BY 1, 2 HAVING sum(n) <> 0
  ON CONFLICT (business_id, branch_id) DO UPDATE SET live = student_counts.live + excluded.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION student_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_counts (business_id, branch_id, live)
  SELECT business_id, branch_id, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2
  ON CONFLICT (business_id, branch_id) DO UPDATE SET live = student_counts.live + excluded.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_counted_insert AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER students_counted_update AFTER UPDATE ON students REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER students_counted_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_counts_after_delete();
--> statement-breakpoint
INSERT INTO student_counts (business_id, branch_id, live)
SELECT business_id, branch_id, count(*) FROM students WHERE deleted_at IS NULL GROUP BY 1, 2;
