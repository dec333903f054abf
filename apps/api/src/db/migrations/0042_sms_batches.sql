ALTER TABLE "sms_messages" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "batch_index" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_batch_idx" ON "sms_messages" USING btree ("batch_id","batch_index");