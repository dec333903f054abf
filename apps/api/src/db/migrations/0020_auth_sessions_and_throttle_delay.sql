CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"impersonator_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_account_idx" ON "auth_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_impersonator_idx" ON "auth_sessions" USING btree ("impersonator_user_id");--> statement-breakpoint
-- Sign-ins made before this migration keep working: each refresh-token family becomes a
-- session, ended already when every token of the family is revoked.
INSERT INTO "auth_sessions" ("id", "user_id", "account_id", "impersonator_user_id", "revoked_at", "created_at")
SELECT DISTINCT ON ("family_id") "family_id", "user_id", "account_id", "impersonator_user_id",
  CASE WHEN bool_and("revoked_at" IS NOT NULL) OVER (PARTITION BY "family_id") THEN now() END,
  min("created_at") OVER (PARTITION BY "family_id")
FROM "refresh_tokens"
ORDER BY "family_id", "created_at" DESC;
