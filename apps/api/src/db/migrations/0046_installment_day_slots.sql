ALTER TABLE "installment_days" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "installment_days" DROP CONSTRAINT "installment_days_business_id_due_date_branch_id_scheduled_pk";--> statement-breakpoint
ALTER TABLE "installment_days" ADD CONSTRAINT "installment_days_business_id_due_date_branch_id_scheduled_slot_pk" PRIMARY KEY("business_id","due_date","branch_id","scheduled","slot");--> statement-breakpoint
-- A day's installments were one row per branch, so every collection of that day's installments
-- in a branch updated the same row and held its lock to commit: 32 desks collecting at once
-- waited on each other (docs/performance.md). Each order's installments now sum into one of 16
-- slots of their day; readers sum the slots, so no figure changes.
CREATE FUNCTION installment_day_slot(order_id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE
  AS $$ SELECT (hashtext(order_id::text) & 15)::smallint $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION installment_days_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO installment_days AS d (business_id, branch_id, due_date, scheduled, slot, owed, paid, open_count, open_remaining)
    SELECT * FROM (
      SELECT i.business_id, i.branch_id, i.due_date, o.state = 'PaymentScheduled', installment_day_slot(i.order_id),
        sum(i.s * CASE WHEN i.cancelled_at IS NULL THEN i.amount ELSE i.paid END)::bigint AS owed,
        sum(i.s * i.paid)::bigint AS paid,
        sum(i.s * (i.paid < i.amount AND i.cancelled_at IS NULL)::int)::int AS open_count,
        sum(i.s * CASE WHEN i.paid < i.amount AND i.cancelled_at IS NULL THEN i.amount - i.paid ELSE 0 END)::bigint AS open_remaining
      FROM (%s) i JOIN orders o ON o.id = i.order_id
      GROUP BY 1, 2, 3, 4, 5
    ) c WHERE owed <> 0 OR paid <> 0 OR open_count <> 0 OR open_remaining <> 0
    ON CONFLICT (business_id, due_date, branch_id, scheduled, slot) DO UPDATE SET
      owed = d.owed + excluded.owed, paid = d.paid + excluded.paid,
      open_count = d.open_count + excluded.open_count, open_remaining = d.open_remaining + excluded.open_remaining
  $q$, changed_rows_source(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION installment_days_after_order_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO installment_days AS d (business_id, branch_id, due_date, scheduled, slot, owed, paid, open_count, open_remaining)
  SELECT i.business_id, i.branch_id, i.due_date, m.scheduled, installment_day_slot(i.order_id),
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
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (business_id, due_date, branch_id, scheduled, slot) DO UPDATE SET
    owed = d.owed + excluded.owed, paid = d.paid + excluded.paid,
    open_count = d.open_count + excluded.open_count, open_remaining = d.open_remaining + excluded.open_remaining;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM installment_days;
  INSERT INTO installment_days (business_id, branch_id, due_date, scheduled, slot, owed, paid, open_count, open_remaining)
  SELECT i.business_id, i.branch_id, i.due_date, o.state = 'PaymentScheduled', installment_day_slot(i.order_id),
    sum(CASE WHEN i.cancelled_at IS NULL THEN i.amount ELSE i.paid END),
    sum(i.paid),
    count(*) FILTER (WHERE i.paid < i.amount AND i.cancelled_at IS NULL),
    coalesce(sum(i.amount - i.paid) FILTER (WHERE i.paid < i.amount AND i.cancelled_at IS NULL), 0)
  FROM installments i JOIN orders o ON o.id = i.order_id
  GROUP BY 1, 2, 3, 4, 5;
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
