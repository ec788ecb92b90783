CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE INDEX "articles_visible_idx" ON "articles" USING btree ("status","category","lang","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_group_lang_idx" ON "articles" USING btree ("group_id","lang");