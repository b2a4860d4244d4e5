CREATE TABLE "ad_slot_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slot_code" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "ad_slot_item_key" UNIQUE("company_id","slot_code","title")
);
--> statement-breakpoint
CREATE TABLE "content_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"template_code" text NOT NULL,
	"name" text NOT NULL,
	"note1" text DEFAULT '' NOT NULL,
	"note2" text DEFAULT '' NOT NULL,
	"color_theme" text DEFAULT '' NOT NULL,
	"sub_name" text DEFAULT '' NOT NULL,
	"play_cate_name" text NOT NULL,
	"on_home" boolean DEFAULT true NOT NULL,
	"has_poll" boolean DEFAULT false NOT NULL,
	"turn_count" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_template_key" UNIQUE("company_id","game_id","template_code","name")
);
--> statement-breakpoint
CREATE TABLE "gallery_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_type" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_category_key" UNIQUE("company_id","game_id","category_type","name"),
	CONSTRAINT "gallery_category_type_check" CHECK ("gallery_category"."category_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "gallery_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"group_type" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"initial" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"hue" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_group_key" UNIQUE("company_id","game_id","group_type","name"),
	CONSTRAINT "gallery_group_type_check" CHECK ("gallery_group"."group_type" in (1, 2)),
	CONSTRAINT "gallery_group_initial_check" CHECK ("gallery_group"."initial" ~ '^[A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "gallery_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"turn_num" text NOT NULL,
	"numbers" integer[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gallery_item_group_turn_key" UNIQUE("group_id","turn_num")
);
--> statement-breakpoint
CREATE TABLE "gallery_like" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_like_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "game_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"sub_name" text NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_document_key" UNIQUE("company_id","game_id","template_id","sub_name")
);
--> statement-breakpoint
CREATE TABLE "game_follow" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_follow_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"classify_type" integer NOT NULL,
	"classify_name" text NOT NULL,
	"name" text NOT NULL,
	"cover_url" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"template_type" smallint DEFAULT 1 NOT NULL,
	"color" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotion_key" UNIQUE("company_id","name"),
	CONSTRAINT "promotion_dates_check" CHECK ("promotion"."start_at" <= "promotion"."end_at")
);
--> statement-breakpoint
CREATE TABLE "template_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "template_group_key" UNIQUE("template_id","group_name")
);
--> statement-breakpoint
CREATE TABLE "template_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"group_id" integer,
	"generator" text,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content2" text DEFAULT '' NOT NULL,
	"content3" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sub_name" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"multi_contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"require_login" boolean DEFAULT false NOT NULL,
	"require_recharge" boolean DEFAULT false NOT NULL,
	"template_type" smallint DEFAULT 1 NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"active_cover" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "template_item_kind_check" CHECK (("template_item"."group_id" is null) = ("template_item"."generator" is not null))
);
--> statement-breakpoint
CREATE TABLE "template_like" (
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_like_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "template_poll" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"game_turn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_poll_turn_key" UNIQUE("template_id","game_turn")
);
--> statement-breakpoint
CREATE TABLE "template_vote" (
	"poll_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_vote_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ad_slot_item" ADD CONSTRAINT "ad_slot_item_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_template" ADD CONSTRAINT "content_template_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_category" ADD CONSTRAINT "gallery_category_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_group" ADD CONSTRAINT "gallery_group_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_group" ADD CONSTRAINT "gallery_group_category_id_gallery_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gallery_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_item" ADD CONSTRAINT "gallery_item_group_id_gallery_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."gallery_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_like" ADD CONSTRAINT "gallery_like_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_like" ADD CONSTRAINT "gallery_like_item_id_gallery_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."gallery_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_document" ADD CONSTRAINT "game_document_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_document" ADD CONSTRAINT "game_document_template_id_content_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."content_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_follow" ADD CONSTRAINT "game_follow_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_group" ADD CONSTRAINT "template_group_template_id_content_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."content_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_item" ADD CONSTRAINT "template_item_template_id_content_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."content_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_item" ADD CONSTRAINT "template_item_group_id_template_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."template_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_like" ADD CONSTRAINT "template_like_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_like" ADD CONSTRAINT "template_like_template_id_content_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."content_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_poll" ADD CONSTRAINT "template_poll_template_id_content_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."content_template"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_vote" ADD CONSTRAINT "template_vote_poll_id_template_poll_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."template_poll"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_vote" ADD CONSTRAINT "template_vote_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_slot_item_slot_idx" ON "ad_slot_item" USING btree ("company_id","slot_code");--> statement-breakpoint
CREATE INDEX "content_template_list_idx" ON "content_template" USING btree ("company_id","game_id","sort");--> statement-breakpoint
CREATE INDEX "gallery_group_list_idx" ON "gallery_group" USING btree ("company_id","game_id","group_type","initial");--> statement-breakpoint
CREATE INDEX "gallery_item_updated_idx" ON "gallery_item" USING btree ("group_id","updated_at");--> statement-breakpoint
CREATE INDEX "gallery_like_item_idx" ON "gallery_like" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "game_document_list_idx" ON "game_document" USING btree ("company_id","game_id","sort");--> statement-breakpoint
CREATE INDEX "template_item_template_idx" ON "template_item" USING btree ("template_id","sort");--> statement-breakpoint
CREATE INDEX "template_like_template_idx" ON "template_like" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "template_vote_option_idx" ON "template_vote" USING btree ("poll_id","option_id");