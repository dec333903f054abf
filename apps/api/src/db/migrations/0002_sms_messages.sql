CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid,
	"sender_user_id" uuid,
	"sender_account_id" uuid,
	"purpose" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"units" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_messages_business_idx" ON "sms_messages" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_purpose_idx" ON "sms_messages" USING btree ("purpose","created_at");