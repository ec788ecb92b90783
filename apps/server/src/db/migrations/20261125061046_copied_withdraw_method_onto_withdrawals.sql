ALTER TABLE "withdrawals" ADD COLUMN "dc_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "protocol" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bank_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bank_swift" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payee_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payee_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Backfill the requests made before the copy existed, from their method (kept, only soft-deleted).
UPDATE "withdrawals" AS w SET
  "dc_address" = m."dc_address",
  "protocol" = c."protocol",
  "bank_name" = m."bank_name",
  "bank_address" = m."bank_address",
  "bank_swift" = m."bank_swift",
  "payee_name" = m."payee_name",
  "payee_account" = m."payee_account"
FROM "withdraw_methods" AS m, "fund_currencies" AS c
WHERE m."id" = w."method_id" AND c."id" = w."currency_id";
