CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "klines" (
	"pair_id" integer NOT NULL,
	"period" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"open" numeric(20, 8) NOT NULL,
	"high" numeric(20, 8) NOT NULL,
	"low" numeric(20, 8) NOT NULL,
	"close" numeric(20, 8) NOT NULL,
	"volume" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "klines_pair_id_period_time_pk" PRIMARY KEY("pair_id","period","time")
);
--> statement-breakpoint
CREATE TABLE "pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"show_code" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"price_precision" integer NOT NULL,
	"lot_step" numeric(12, 4) NOT NULL,
	"min_lots" numeric(12, 4) NOT NULL,
	"units_per_lot" numeric(16, 2) NOT NULL,
	"fee_rate" numeric(16, 8) NOT NULL,
	"margin_mode" smallint DEFAULT 2 NOT NULL,
	"leverages" jsonb NOT NULL,
	"spread_points" integer NOT NULL,
	"volatility" numeric(8, 4) NOT NULL,
	"seed_price" numeric(20, 8) NOT NULL,
	"schedule" text DEFAULT '24x7' NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pairs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "klines" ADD CONSTRAINT "klines_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;