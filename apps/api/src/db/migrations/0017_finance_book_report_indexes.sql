CREATE INDEX "expenses_type_idx" ON "expenses" USING btree ("business_id","type_id","occurred_on");--> statement-breakpoint
CREATE INDEX "revenues_type_idx" ON "revenues" USING btree ("business_id","type_id","occurred_on");--> statement-breakpoint
CREATE INDEX "transfers_kind_idx" ON "transfers" USING btree ("business_id","kind","occurred_on");