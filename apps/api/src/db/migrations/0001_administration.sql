CREATE TABLE "branch_group_members" (
	"branch_group_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "branch_group_members_branch_group_id_branch_id_pk" PRIMARY KEY("branch_group_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "branch_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"title" text NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"tax_office" text NOT NULL,
	"tax_number" text NOT NULL,
	"mersis_number" text NOT NULL,
	"iban" text NOT NULL,
	"address" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"student_quota" integer NOT NULL,
	"enabled_areas" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid,
	"role" text,
	"account_id" uuid,
	"kind" text NOT NULL,
	"keys" jsonb NOT NULL,
	"updated_by_account_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_grants_scope_key" UNIQUE NULLS NOT DISTINCT("business_id","branch_id","role","account_id","kind")
);
--> statement-breakpoint
DROP INDEX "branches_business_idx";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "corporate_id" uuid;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_group_members" ADD CONSTRAINT "branch_group_members_branch_group_id_branch_groups_id_fk" FOREIGN KEY ("branch_group_id") REFERENCES "public"."branch_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_group_members" ADD CONSTRAINT "branch_group_members_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_groups" ADD CONSTRAINT "branch_groups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporates" ADD CONSTRAINT "corporates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_grants" ADD CONSTRAINT "permission_grants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_grants" ADD CONSTRAINT "permission_grants_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_grants" ADD CONSTRAINT "permission_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_group_members_branch_idx" ON "branch_group_members" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "branch_groups_business_idx" ON "branch_groups" USING btree ("business_id","search_key");--> statement-breakpoint
CREATE INDEX "corporates_business_idx" ON "corporates" USING btree ("business_id","search_key");--> statement-breakpoint
CREATE INDEX "licenses_branch_idx" ON "licenses" USING btree ("branch_id","ends_on");--> statement-breakpoint
CREATE INDEX "licenses_ends_idx" ON "licenses" USING btree ("ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "majors_search_key_key" ON "majors" USING btree ("search_key");--> statement-breakpoint
CREATE INDEX "permission_grants_lookup_idx" ON "permission_grants" USING btree ("business_id","role");--> statement-breakpoint
CREATE INDEX "permission_grants_account_idx" ON "permission_grants" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_business_idx" ON "branches" USING btree ("business_id","search_key");