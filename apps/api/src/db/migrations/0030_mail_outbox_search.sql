ALTER TABLE "mail_outbox" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_search_trgm_idx" ON "mail_outbox" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
-- Mails recorded before the column: the same folding as foldTurkish for the Turkish letters.
UPDATE "mail_outbox" SET "search_key" = lower(translate("to" || ' ' || "subject", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu'));
