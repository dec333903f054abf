ALTER TABLE "accounts" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
CREATE INDEX "accounts_student_idx" ON "accounts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "invitations_student_idx" ON "invitations" USING btree ("student_id");