ALTER TABLE "businesses" ADD COLUMN "contract_template" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "line_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "order_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sales saved before the split: a line's own discount from what was typed on it (pricing.ts
-- discountOf: percent in hundredths, rounded half up, never more than the line), the rest
-- of its discount its share of the order's.
UPDATE "order_items" SET "line_discount" = CASE
  WHEN "discount_value" IS NULL OR "discount_value" <= 0 THEN 0
  WHEN "discount_kind" = 'Percent' THEN LEAST(("gross" * "discount_value" + 5000) / 10000, "gross")
  ELSE LEAST("discount_value", "gross") END;
--> statement-breakpoint
UPDATE "order_items" SET "order_discount" = "discount" - "line_discount";
--> statement-breakpoint
UPDATE "orders" SET
  "line_discount" = COALESCE((SELECT SUM("line_discount") FROM "order_items" WHERE "order_items"."order_id" = "orders"."id"), 0),
  "order_discount" = COALESCE((SELECT SUM("order_discount") FROM "order_items" WHERE "order_items"."order_id" = "orders"."id"), 0);
