CREATE TABLE "cash_book_days" (
	"business_id" uuid NOT NULL,
	"cash_book_id" uuid NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "cash_book_days_cash_book_id_day_pk" PRIMARY KEY("cash_book_id","day")
);
--> statement-breakpoint
CREATE INDEX "cash_book_days_scope_idx" ON "cash_book_days" USING btree ("business_id","day");--> statement-breakpoint
-- Deferred to commit: the day's row is locked for the commit only, not for the whole
-- collection or payment that posted to the cash book.
CREATE FUNCTION cash_book_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cash_book_days (business_id, cash_book_id, day, amount)
  VALUES (NEW.business_id, NEW.account_id, NEW.occurred_on, NEW.amount)
  ON CONFLICT (cash_book_id, day) DO UPDATE SET amount = cash_book_days.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_cash_book_days AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.account_kind = 'CashBook') EXECUTE FUNCTION cash_book_days_add();
--> statement-breakpoint
INSERT INTO cash_book_days (business_id, cash_book_id, day, amount)
SELECT business_id, account_id, occurred_on, sum(amount) FROM ledger_postings
WHERE account_kind = 'CashBook' GROUP BY business_id, account_id, occurred_on;
