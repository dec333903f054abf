CREATE INDEX "installments_due_idx" ON "installments" USING btree ("business_id","due_date","branch_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("business_id","created_at","branch_id");--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("business_id","created_at","branch_id") WHERE deleted_at is null;