CREATE TABLE "bank_wires" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text NOT NULL,
	"bank_swift" text NOT NULL,
	"payee_name" text NOT NULL,
	"payee_account" text NOT NULL,
	"bank_remark" text DEFAULT '' NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"protocol_code" text NOT NULL,
	"address" text NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"number" numeric(24, 6) NOT NULL,
	"currency_code" text NOT NULL,
	"channel_id" integer,
	"wire_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"proof_img" text DEFAULT '' NOT NULL,
	"provider_ref" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"credited_amount" numeric(24, 6),
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "fund_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"protocol" text DEFAULT '' NOT NULL,
	"type" smallint NOT NULL,
	"draw_rate" numeric(12, 8) DEFAULT '0' NOT NULL,
	"fee_type" smallint DEFAULT 2 NOT NULL,
	"fee_value" numeric(24, 6) DEFAULT '0' NOT NULL,
	"usd_price" numeric(20, 8) NOT NULL,
	"min_amount" numeric(24, 6) DEFAULT '10' NOT NULL,
	"max_amount" numeric(24, 6) DEFAULT '100000' NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"currency_id" integer NOT NULL,
	"dc_address" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_address" text DEFAULT '' NOT NULL,
	"bank_swift" text DEFAULT '' NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"payee_account" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"currency_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"number" numeric(24, 6) NOT NULL,
	"fee" numeric(24, 6) NOT NULL,
	"real_number" numeric(24, 8) NOT NULL,
	"destination" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_methods" ADD CONSTRAINT "withdraw_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_methods" ADD CONSTRAINT "withdraw_methods_currency_id_fund_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."fund_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_currency_id_fund_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."fund_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_method_id_withdraw_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."withdraw_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_user_idx" ON "charges" USING btree ("user_id","type","id");--> statement-breakpoint
CREATE INDEX "charges_status_idx" ON "charges" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdraw_methods_user_idx" ON "withdraw_methods" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","type","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");