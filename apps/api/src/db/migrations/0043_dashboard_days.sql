CREATE TABLE "installment_days" (
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"scheduled" boolean NOT NULL,
	"owed" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"open_count" integer NOT NULL,
	"open_remaining" bigint NOT NULL,
	CONSTRAINT "installment_days_business_id_due_date_branch_id_scheduled_pk" PRIMARY KEY("business_id","due_date","branch_id","scheduled")
);
--> statement-breakpoint
CREATE TABLE "order_days" (
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"day" date NOT NULL,
	"registrations" integer NOT NULL,
	CONSTRAINT "order_days_business_id_day_branch_id_pk" PRIMARY KEY("business_id","day","branch_id")
);
--> statement-breakpoint
CREATE TABLE "student_days" (
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"day" date NOT NULL,
	"new_students" integer NOT NULL,
	CONSTRAINT "student_days_business_id_day_branch_id_pk" PRIMARY KEY("business_id","day","branch_id")
);
--> statement-breakpoint
-- The dashboard's summaries by day (issue 20: every widget under 100 ms at full scale). Each is
-- kept by statement triggers with transition tables, so a bulk change touches a summary row
-- once; each has a rebuild, for this migration and for loads that skip triggers (the bench).
-- A day of an instant is Istanbul's: Turkey keeps UTC+3 all year, so no time zone database.
CREATE FUNCTION istanbul_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE
  AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '3 hours')::date $$;
--> statement-breakpoint
-- The changed rows with a sign: +1 what the statement wrote, -1 what it replaced. The
-- transition tables a trigger lacks (no old rows on insert) are never named, hence EXECUTE.
CREATE FUNCTION changed_rows_source(op text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN CASE op
    WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM old_rows'
    ELSE 'SELECT 1 AS s, * FROM new_rows UNION ALL SELECT -1 AS s, * FROM old_rows'
  END;
END $$;
--> statement-breakpoint
CREATE FUNCTION installment_days_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO installment_days AS d (business_id, branch_id, due_date, scheduled, owed, paid, open_count, open_remaining)
    SELECT * FROM (
      SELECT i.business_id, i.branch_id, i.due_date, o.state = 'PaymentScheduled',
        sum(i.s * CASE WHEN i.cancelled_at IS NULL THEN i.amount ELSE i.paid END)::bigint AS owed,
        sum(i.s * i.paid)::bigint AS paid,
        sum(i.s * (i.paid < i.amount AND i.cancelled_at IS NULL)::int)::int AS open_count,
        sum(i.s * CASE WHEN i.paid < i.amount AND i.cancelled_at IS NULL THEN i.amount - i.paid ELSE 0 END)::bigint AS open_remaining
      FROM (%s) i JOIN orders o ON o.id = i.order_id
      GROUP BY 1, 2, 3, 4
    ) c WHERE owed <> 0 OR paid <> 0 OR open_count <> 0 OR open_remaining <> 0
    ON CONFLICT (business_id, due_date, branch_id, scheduled) DO UPDATE SET
      owed = d.owed + excluded.owed, paid = d.paid + excluded.paid,
      open_count = d.open_count + excluded.open_count, open_remaining = d.open_remaining + excluded.open_remaining
  $q$, changed_rows_source(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order that enters or leaves PaymentScheduled (frozen, thawed, cancelled) moves its
-- installments' figures between the scheduled and the other row of their days.
CREATE FUNCTION installment_days_after_order_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO installment_days AS d (business_id, branch_id, due_date, scheduled, owed, paid, open_count, open_remaining)
  SELECT i.business_id, i.branch_id, i.due_date, m.scheduled,
    sum(m.s * CASE WHEN i.cancelled_at IS NULL THEN i.amount ELSE i.paid END)::bigint,
    sum(m.s * i.paid)::bigint,
    sum(m.s * (i.paid < i.amount AND i.cancelled_at IS NULL)::int)::int,
    sum(m.s * CASE WHEN i.paid < i.amount AND i.cancelled_at IS NULL THEN i.amount - i.paid ELSE 0 END)::bigint
  FROM (
    SELECT n.id, t.s, t.scheduled
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (1, n.state = 'PaymentScheduled'), (-1, o.state = 'PaymentScheduled')) AS t(s, scheduled)
    WHERE (n.state = 'PaymentScheduled') <> (o.state = 'PaymentScheduled')
  ) m JOIN installments i ON i.order_id = m.id
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (business_id, due_date, branch_id, scheduled) DO UPDATE SET
    owed = d.owed + excluded.owed, paid = d.paid + excluded.paid,
    open_count = d.open_count + excluded.open_count, open_remaining = d.open_remaining + excluded.open_remaining;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_days_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO order_days AS d (business_id, branch_id, day, registrations)
    SELECT business_id, branch_id, istanbul_day(created_at), sum(s)::int FROM (%s) o
    WHERE state <> 'Cancelled' GROUP BY 1, 2, 3 HAVING sum(s) <> 0
    ON CONFLICT (business_id, day, branch_id) DO UPDATE SET registrations = d.registrations + excluded.registrations
  $q$, changed_rows_source(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION student_days_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO student_days AS d (business_id, branch_id, day, new_students)
    SELECT business_id, branch_id, istanbul_day(created_at), sum(s)::int FROM (%s) st
    WHERE deleted_at IS NULL GROUP BY 1, 2, 3 HAVING sum(s) <> 0
    ON CONFLICT (business_id, day, branch_id) DO UPDATE SET new_students = d.new_students + excluded.new_students
  $q$, changed_rows_source(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER installments_days_insert AFTER INSERT ON installments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION installment_days_after_change();
--> statement-breakpoint
CREATE TRIGGER installments_days_update AFTER UPDATE ON installments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION installment_days_after_change();
--> statement-breakpoint
CREATE TRIGGER installments_days_delete AFTER DELETE ON installments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION installment_days_after_change();
--> statement-breakpoint
CREATE TRIGGER orders_installment_days_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION installment_days_after_order_update();
--> statement-breakpoint
CREATE TRIGGER orders_days_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_days_after_change();
--> statement-breakpoint
CREATE TRIGGER orders_days_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_days_after_change();
--> statement-breakpoint
CREATE TRIGGER orders_days_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_days_after_change();
--> statement-breakpoint
CREATE TRIGGER students_days_insert AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_days_after_change();
--> statement-breakpoint
CREATE TRIGGER students_days_update AFTER UPDATE ON students REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_days_after_change();
--> statement-breakpoint
CREATE TRIGGER students_days_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_days_after_change();
--> statement-breakpoint
-- Every summary from its rows, and the student counts of migration 0015 with them.
CREATE FUNCTION dashboard_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM installment_days;
  INSERT INTO installment_days (business_id, branch_id, due_date, scheduled, owed, paid, open_count, open_remaining)
  SELECT i.business_id, i.branch_id, i.due_date, o.state = 'PaymentScheduled',
    sum(CASE WHEN i.cancelled_at IS NULL THEN i.amount ELSE i.paid END),
    sum(i.paid),
    count(*) FILTER (WHERE i.paid < i.amount AND i.cancelled_at IS NULL),
    coalesce(sum(i.amount - i.paid) FILTER (WHERE i.paid < i.amount AND i.cancelled_at IS NULL), 0)
  FROM installments i JOIN orders o ON o.id = i.order_id
  GROUP BY 1, 2, 3, 4;
  DELETE FROM order_days;
  INSERT INTO order_days (business_id, branch_id, day, registrations)
  SELECT business_id, branch_id, istanbul_day(created_at), count(*) FROM orders
  WHERE state <> 'Cancelled' GROUP BY 1, 2, 3;
  DELETE FROM student_days;
  INSERT INTO student_days (business_id, branch_id, day, new_students)
  SELECT business_id, branch_id, istanbul_day(created_at), count(*) FROM students
  WHERE deleted_at IS NULL GROUP BY 1, 2, 3;
  DELETE FROM student_counts;
  INSERT INTO student_counts (business_id, branch_id, live)
  SELECT business_id, branch_id, count(*) FROM students WHERE deleted_at IS NULL GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT dashboard_days_rebuild();
