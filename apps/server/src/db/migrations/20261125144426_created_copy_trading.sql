CREATE TABLE "copy_traders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"display_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "copy_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"follow_id" integer NOT NULL,
	"leader_order_id" integer NOT NULL,
	"follower_order_id" integer,
	"outcome" text NOT NULL,
	"reason" text,
	"lots" numeric(12, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"follower_id" integer NOT NULL,
	"trader_id" integer NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"multiple" numeric(8, 2) NOT NULL,
	"stop_loss_rate" numeric(6, 4) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"stop_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trader_days" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"open_balance" numeric(24, 6) NOT NULL,
	"close_balance" numeric(24, 6) NOT NULL,
	"flow" numeric(24, 6) DEFAULT '0' NOT NULL,
	"pnl" numeric(24, 6) DEFAULT '0' NOT NULL,
	"twr_index" numeric(30, 12) NOT NULL,
	CONSTRAINT "trader_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "trader_leverages" (
	"account_id" integer NOT NULL,
	"leverage" integer NOT NULL,
	"closed_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trader_leverages_account_id_leverage_pk" PRIMARY KEY("account_id","leverage")
);
--> statement-breakpoint
CREATE TABLE "trader_pairs" (
	"account_id" integer NOT NULL,
	"pair_id" integer NOT NULL,
	"closed_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trader_pairs_account_id_pair_id_pk" PRIMARY KEY("account_id","pair_id")
);
--> statement-breakpoint
CREATE TABLE "trader_trade_days" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"closed_orders" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"gross_pnl" numeric(24, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "trader_trade_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "follow_id" integer;--> statement-breakpoint
ALTER TABLE "copy_traders" ADD CONSTRAINT "copy_traders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_follow_id_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."follows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_leader_order_id_orders_id_fk" FOREIGN KEY ("leader_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_follower_order_id_orders_id_fk" FOREIGN KEY ("follower_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trader_days" ADD CONSTRAINT "trader_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "copy_traders_status_idx" ON "copy_traders" USING btree ("status","hidden");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_trades_follow_leader_key" ON "copy_trades" USING btree ("follow_id","leader_order_id");--> statement-breakpoint
CREATE INDEX "copy_trades_leader_idx" ON "copy_trades" USING btree ("leader_order_id");--> statement-breakpoint
CREATE INDEX "copy_trades_follower_order_idx" ON "copy_trades" USING btree ("follower_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_live_key" ON "follows" USING btree ("follower_id","trader_id") WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "follows_trader_status_idx" ON "follows" USING btree ("trader_id","status");--> statement-breakpoint
CREATE INDEX "follows_follower_idx" ON "follows" USING btree ("follower_id","id");--> statement-breakpoint
CREATE INDEX "orders_follow_idx" ON "orders" USING btree ("follow_id","status") WHERE follow_id is not null;