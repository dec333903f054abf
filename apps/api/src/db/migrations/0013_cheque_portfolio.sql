ALTER TABLE "cheque_movements" ADD COLUMN "reverse_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "cheque_movements" ADD CONSTRAINT "cheque_movements_reverse_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reverse_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheques_due_idx" ON "cheques" USING btree ("business_id","due_on");--> statement-breakpoint
CREATE INDEX "cheques_direction_idx" ON "cheques" USING btree ("business_id","direction","kind","state","due_on");--> statement-breakpoint
CREATE INDEX "cheques_search_trgm_idx" ON "cheques" USING gin ("search_key" gin_trgm_ops);