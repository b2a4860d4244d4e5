CREATE TABLE "carousel" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"position" text DEFAULT 'home' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_level" (
	"company_id" integer NOT NULL,
	"level" integer NOT NULL,
	"rech_money" bigint NOT NULL,
	CONSTRAINT "chat_level_company_id_level_pk" PRIMARY KEY("company_id","level")
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"banner_logo_url" text DEFAULT '' NOT NULL,
	"reg_logo_url" text DEFAULT '' NOT NULL,
	"ios_download_url" text DEFAULT '' NOT NULL,
	"android_download_url" text DEFAULT '' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"encrypt_url" text DEFAULT '' NOT NULL,
	"app_display" smallint DEFAULT 0 NOT NULL,
	"ol_url" text DEFAULT '' NOT NULL,
	"login_popup_url" text DEFAULT '' NOT NULL,
	"reg_popup_url" text DEFAULT '' NOT NULL,
	"show_wechat_popup" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "company_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"http_image_url" text DEFAULT '' NOT NULL,
	"wechat_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "five_element" (
	"lunar_year" integer NOT NULL,
	"element" text NOT NULL,
	"sort" integer NOT NULL,
	"numbers" integer[] NOT NULL,
	CONSTRAINT "five_element_lunar_year_element_pk" PRIMARY KEY("lunar_year","element")
);
--> statement-breakpoint
CREATE TABLE "home_lottery" (
	"company_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_lottery_company_id_game_id_pk" PRIMARY KEY("company_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"notice_type" smallint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"roll_notice" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_roll_notice_check" CHECK ("notice"."roll_notice" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "register_field" (
	"company_id" integer NOT NULL,
	"field" text NOT NULL,
	"show" boolean NOT NULL,
	"required" boolean NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"required_error" text DEFAULT '' NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_field_company_id_field_pk" PRIMARY KEY("company_id","field")
);
--> statement-breakpoint
CREATE TABLE "register_setting" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"user_account_message" text DEFAULT '' NOT NULL,
	"wechat_placeholder" text DEFAULT '' NOT NULL,
	"v_code" boolean DEFAULT false NOT NULL,
	"third_captcha" boolean DEFAULT false NOT NULL,
	"register_bonus" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"company_id" integer NOT NULL,
	"config_key" text NOT NULL,
	"config_value" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_config_company_id_config_key_pk" PRIMARY KEY("company_id","config_key")
);
--> statement-breakpoint
CREATE TABLE "withdraw_limit" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"min_money" bigint NOT NULL,
	"max_money" bigint NOT NULL,
	"daily_times" integer NOT NULL,
	"max_bank" bigint NOT NULL,
	"max_usdt" bigint NOT NULL,
	"max_e_wallet" bigint NOT NULL,
	"max_direct_charging" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carousel" ADD CONSTRAINT "carousel_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_level" ADD CONSTRAINT "chat_level_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_detail" ADD CONSTRAINT "company_detail_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_lottery" ADD CONSTRAINT "home_lottery_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field" ADD CONSTRAINT "register_field_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_setting" ADD CONSTRAINT "register_setting_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_config" ADD CONSTRAINT "system_config_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_limit" ADD CONSTRAINT "withdraw_limit_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carousel_company_position_idx" ON "carousel" USING btree ("company_id","position","sort");--> statement-breakpoint
CREATE INDEX "company_detail_company_idx" ON "company_detail" USING btree ("company_id","sort");--> statement-breakpoint
CREATE INDEX "notice_company_type_idx" ON "notice" USING btree ("company_id","notice_type","sort");