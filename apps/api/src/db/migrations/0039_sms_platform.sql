CREATE TABLE "sms_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "kind" text DEFAULT 'Informational' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "provider_code" text;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_recorded_by_account_id_accounts_id_fk" FOREIGN KEY ("recorded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_consents_business_phone_idx" ON "sms_consents" USING btree ("business_id","phone","occurred_at");--> statement-breakpoint
CREATE INDEX "sms_messages_business_to_idx" ON "sms_messages" USING btree ("business_id","to","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_business_status_idx" ON "sms_messages" USING btree ("business_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_business_purpose_idx" ON "sms_messages" USING btree ("business_id","purpose","created_at");