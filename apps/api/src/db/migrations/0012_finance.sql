CREATE TABLE "account_card_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_card_types_name_key" UNIQUE("business_id","search_key")
);
--> statement-breakpoint
CREATE TABLE "account_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"account_card_type_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"tax_office" text,
	"tax_number" text,
	"phone" text,
	"email" text,
	"iban" text,
	"address" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"cash_book_id" uuid NOT NULL,
	"counted_on" date NOT NULL,
	"expected" bigint NOT NULL,
	"counted" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"reason" text,
	"transaction_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"cancel_transaction_id" uuid
);
--> statement-breakpoint
CREATE TABLE "cheque_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"cheque_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"occurred_on" date NOT NULL,
	"cash_book_id" uuid,
	"account_card_id" uuid,
	"note" text,
	"transaction_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cheques" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"portfolio_no" integer NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"state" text NOT NULL,
	"serial_no" text NOT NULL,
	"bank_name" text,
	"bank_branch" text,
	"account_no" text,
	"drawer" text NOT NULL,
	"drawer_tax_number" text,
	"student_id" uuid,
	"account_card_id" uuid,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"cash_book_id" uuid,
	"endorsed_to_account_card_id" uuid,
	"note" text,
	"search_key" text NOT NULL,
	"transaction_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cheques_number_key" UNIQUE("business_id","portfolio_no")
);
--> statement-breakpoint
CREATE TABLE "expense_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_types_name_key" UNIQUE("business_id","search_key")
);
--> statement-breakpoint
CREATE TABLE "expense_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expense_id" uuid NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"entry_no" integer NOT NULL,
	"occurred_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"vat_amount" bigint DEFAULT 0 NOT NULL,
	"cash_book_id" uuid,
	"account_card_id" uuid,
	"description" text,
	"search_key" text NOT NULL,
	"document_no" text,
	"transaction_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"cancel_transaction_id" uuid,
	"type_id" uuid NOT NULL,
	CONSTRAINT "expenses_number_key" UNIQUE("business_id","entry_no"),
	CONSTRAINT "expenses_one_counterpart" CHECK (("expenses"."cash_book_id" is null) <> ("expenses"."account_card_id" is null))
);
--> statement-breakpoint
CREATE TABLE "incoming_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"account_card_id" uuid NOT NULL,
	"expense_type_id" uuid,
	"invoice_no" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"net_amount" bigint NOT NULL,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"vat_amount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"description" text,
	"search_key" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"cancel_transaction_id" uuid,
	CONSTRAINT "incoming_invoices_number_key" UNIQUE("business_id","account_card_id","invoice_no")
);
--> statement-breakpoint
CREATE TABLE "revenue_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_types_name_key" UNIQUE("business_id","search_key")
);
--> statement-breakpoint
CREATE TABLE "revenue_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revenue_id" uuid NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"entry_no" integer NOT NULL,
	"occurred_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"vat_rate" integer DEFAULT 0 NOT NULL,
	"vat_amount" bigint DEFAULT 0 NOT NULL,
	"cash_book_id" uuid,
	"account_card_id" uuid,
	"description" text,
	"search_key" text NOT NULL,
	"document_no" text,
	"transaction_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"cancel_transaction_id" uuid,
	"type_id" uuid NOT NULL,
	CONSTRAINT "revenues_number_key" UNIQUE("business_id","entry_no"),
	CONSTRAINT "revenues_one_counterpart" CHECK (("revenues"."cash_book_id" is null) <> ("revenues"."account_card_id" is null))
);
--> statement-breakpoint
CREATE TABLE "supplier_payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"incoming_invoice_id" uuid NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"payment_no" integer NOT NULL,
	"account_card_id" uuid NOT NULL,
	"cash_book_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"description" text,
	"search_key" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"cancel_transaction_id" uuid,
	CONSTRAINT "supplier_payments_number_key" UNIQUE("business_id","payment_no")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"transfer_no" integer NOT NULL,
	"kind" text NOT NULL,
	"from_cash_book_id" uuid NOT NULL,
	"to_cash_book_id" uuid NOT NULL,
	"to_branch_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"occurred_on" date NOT NULL,
	"description" text,
	"search_key" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"to_transaction_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"cancel_transaction_id" uuid,
	"cancel_to_transaction_id" uuid,
	CONSTRAINT "transfers_number_key" UNIQUE("business_id","transfer_no"),
	CONSTRAINT "transfers_two_books" CHECK ("transfers"."from_cash_book_id" <> "transfers"."to_cash_book_id"),
	CONSTRAINT "transfers_amounts" CHECK ("transfers"."amount" > 0 and "transfers"."fee" >= 0 and "transfers"."fee" < "transfers"."amount")
);
--> statement-breakpoint
ALTER TABLE "account_card_types" ADD CONSTRAINT "account_card_types_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_cards" ADD CONSTRAINT "account_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_cards" ADD CONSTRAINT "account_cards_account_card_type_id_account_card_types_id_fk" FOREIGN KEY ("account_card_type_id") REFERENCES "public"."account_card_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_cash_book_id_cash_books_id_fk" FOREIGN KEY ("cash_book_id") REFERENCES "public"."cash_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_cancel_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("cancel_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_movements" ADD CONSTRAINT "cheque_movements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_movements" ADD CONSTRAINT "cheque_movements_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_movements" ADD CONSTRAINT "cheque_movements_cheque_id_cheques_id_fk" FOREIGN KEY ("cheque_id") REFERENCES "public"."cheques"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_movements" ADD CONSTRAINT "cheque_movements_cash_book_id_cash_books_id_fk" FOREIGN KEY ("cash_book_id") REFERENCES "public"."cash_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_movements" ADD CONSTRAINT "cheque_movements_account_card_id_account_cards_id_fk" FOREIGN KEY ("account_card_id") REFERENCES "public"."account_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_movements" ADD CONSTRAINT "cheque_movements_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_movements" ADD CONSTRAINT "cheque_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_account_card_id_account_cards_id_fk" FOREIGN KEY ("account_card_id") REFERENCES "public"."account_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_cash_book_id_cash_books_id_fk" FOREIGN KEY ("cash_book_id") REFERENCES "public"."cash_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_endorsed_to_account_card_id_account_cards_id_fk" FOREIGN KEY ("endorsed_to_account_card_id") REFERENCES "public"."account_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_types" ADD CONSTRAINT "expense_types_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_cash_book_id_cash_books_id_fk" FOREIGN KEY ("cash_book_id") REFERENCES "public"."cash_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_account_card_id_account_cards_id_fk" FOREIGN KEY ("account_card_id") REFERENCES "public"."account_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_cancel_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("cancel_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_type_id_expense_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_account_card_id_account_cards_id_fk" FOREIGN KEY ("account_card_id") REFERENCES "public"."account_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_invoices" ADD CONSTRAINT "incoming_invoices_cancel_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("cancel_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_types" ADD CONSTRAINT "revenue_types_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_documents" ADD CONSTRAINT "revenue_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_documents" ADD CONSTRAINT "revenue_documents_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_documents" ADD CONSTRAINT "revenue_documents_revenue_id_revenues_id_fk" FOREIGN KEY ("revenue_id") REFERENCES "public"."revenues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_cash_book_id_cash_books_id_fk" FOREIGN KEY ("cash_book_id") REFERENCES "public"."cash_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_account_card_id_account_cards_id_fk" FOREIGN KEY ("account_card_id") REFERENCES "public"."account_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_cancel_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("cancel_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_type_id_revenue_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."revenue_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_incoming_invoice_id_incoming_invoices_id_fk" FOREIGN KEY ("incoming_invoice_id") REFERENCES "public"."incoming_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_account_card_id_account_cards_id_fk" FOREIGN KEY ("account_card_id") REFERENCES "public"."account_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_cash_book_id_cash_books_id_fk" FOREIGN KEY ("cash_book_id") REFERENCES "public"."cash_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_cancel_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("cancel_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_cash_book_id_cash_books_id_fk" FOREIGN KEY ("from_cash_book_id") REFERENCES "public"."cash_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_cash_book_id_cash_books_id_fk" FOREIGN KEY ("to_cash_book_id") REFERENCES "public"."cash_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_branch_id_branches_id_fk" FOREIGN KEY ("to_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("to_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_cancel_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("cancel_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_cancel_to_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("cancel_to_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_cards_scope_idx" ON "account_cards" USING btree ("business_id","search_key");--> statement-breakpoint
CREATE INDEX "account_cards_type_idx" ON "account_cards" USING btree ("account_card_type_id");--> statement-breakpoint
CREATE INDEX "checkouts_cash_book_idx" ON "checkouts" USING btree ("cash_book_id","counted_on");--> statement-breakpoint
CREATE INDEX "checkouts_scope_idx" ON "checkouts" USING btree ("business_id","branch_id","counted_on");--> statement-breakpoint
CREATE INDEX "cheque_movements_cheque_idx" ON "cheque_movements" USING btree ("cheque_id","created_at");--> statement-breakpoint
CREATE INDEX "cheques_scope_idx" ON "cheques" USING btree ("business_id","branch_id","state","due_on");--> statement-breakpoint
CREATE INDEX "cheques_student_idx" ON "cheques" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "cheques_account_card_idx" ON "cheques" USING btree ("account_card_id");--> statement-breakpoint
CREATE INDEX "expense_documents_expense_idx" ON "expense_documents" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "expenses_scope_idx" ON "expenses" USING btree ("business_id","branch_id","occurred_on");--> statement-breakpoint
CREATE INDEX "expenses_cash_book_idx" ON "expenses" USING btree ("cash_book_id","occurred_on");--> statement-breakpoint
CREATE INDEX "expenses_account_card_idx" ON "expenses" USING btree ("account_card_id","occurred_on");--> statement-breakpoint
CREATE INDEX "incoming_invoices_scope_idx" ON "incoming_invoices" USING btree ("business_id","branch_id","issued_on");--> statement-breakpoint
CREATE INDEX "incoming_invoices_account_card_idx" ON "incoming_invoices" USING btree ("account_card_id","due_on");--> statement-breakpoint
CREATE INDEX "revenue_documents_revenue_idx" ON "revenue_documents" USING btree ("revenue_id");--> statement-breakpoint
CREATE INDEX "revenues_scope_idx" ON "revenues" USING btree ("business_id","branch_id","occurred_on");--> statement-breakpoint
CREATE INDEX "revenues_cash_book_idx" ON "revenues" USING btree ("cash_book_id","occurred_on");--> statement-breakpoint
CREATE INDEX "revenues_account_card_idx" ON "revenues" USING btree ("account_card_id","occurred_on");--> statement-breakpoint
CREATE INDEX "supplier_payment_allocations_payment_idx" ON "supplier_payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "supplier_payment_allocations_invoice_idx" ON "supplier_payment_allocations" USING btree ("incoming_invoice_id");--> statement-breakpoint
CREATE INDEX "supplier_payments_scope_idx" ON "supplier_payments" USING btree ("business_id","branch_id","paid_on");--> statement-breakpoint
CREATE INDEX "supplier_payments_account_card_idx" ON "supplier_payments" USING btree ("account_card_id","paid_on");--> statement-breakpoint
CREATE INDEX "transfers_scope_idx" ON "transfers" USING btree ("business_id","branch_id","occurred_on");--> statement-breakpoint
CREATE INDEX "transfers_to_branch_idx" ON "transfers" USING btree ("business_id","to_branch_id","occurred_on");