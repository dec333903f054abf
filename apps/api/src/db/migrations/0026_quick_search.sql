CREATE INDEX "personnel_search_trgm_idx" ON "personnel" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collections_receipt_trgm_idx" ON "collections" USING gin ("receipt_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parents_search_trgm_idx" ON "parents" USING gin ("search_key" gin_trgm_ops);