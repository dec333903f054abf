CREATE TABLE "incoming_invoice_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"incoming_invoice_id" uuid NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incoming_invoices" DROP CONSTRAINT "incoming_invoices_number_key";--> statement-breakpoint
ALTER TABLE "incoming_invoice_documents" ADD CONSTRAINT "incoming_invoice_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoice_documents" ADD CONSTRAINT "incoming_invoice_documents_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoice_documents" ADD CONSTRAINT "incoming_invoice_documents_incoming_invoice_id_incoming_invoices_id_fk" FOREIGN KEY ("incoming_invoice_id") REFERENCES "public"."incoming_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incoming_invoice_documents_invoice_idx" ON "incoming_invoice_documents" USING btree ("incoming_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_live_day_key" ON "checkouts" USING btree ("cash_book_id","counted_on") WHERE "checkouts"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_invoices_live_number_key" ON "incoming_invoices" USING btree ("business_id","account_card_id","invoice_no") WHERE "incoming_invoices"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "incoming_invoices_open_idx" ON "incoming_invoices" USING btree ("business_id","due_on") WHERE "incoming_invoices"."cancelled_at" is null and "incoming_invoices"."paid" < "incoming_invoices"."amount";--> statement-breakpoint
CREATE INDEX "incoming_invoices_search_trgm_idx" ON "incoming_invoices" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_payments_search_trgm_idx" ON "supplier_payments" USING gin ("search_key" gin_trgm_ops);