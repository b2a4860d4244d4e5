CREATE TABLE "bet_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"turn_num" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"bet_end_at" timestamp with time zone NOT NULL,
	"model" smallint NOT NULL,
	"play_id" integer NOT NULL,
	"play_code" text NOT NULL,
	"play_name" text NOT NULL,
	"selection" text[] NOT NULL,
	"bet_info" text NOT NULL,
	"lunar_year" integer NOT NULL,
	"odds" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"result" smallint,
	"odds_key" text,
	"reward" bigint DEFAULT 0 NOT NULL,
	"slip_no" text NOT NULL,
	"track_order_no" text,
	"stop_on_win" boolean DEFAULT false NOT NULL,
	"rebate_claim_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_order_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "bet_order_amount_check" CHECK ("bet_order"."amount" > 0),
	CONSTRAINT "bet_order_status_check" CHECK ("bet_order"."status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "bet_play" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"model" smallint NOT NULL,
	"odds" jsonb NOT NULL,
	"min_money" bigint NOT NULL,
	"max_money" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bet_play_game_model_code_key" UNIQUE("game_id","model","code"),
	CONSTRAINT "bet_play_model_check" CHECK ("bet_play"."model" in (1, 2)),
	CONSTRAINT "bet_play_money_check" CHECK ("bet_play"."min_money" > 0 and "bet_play"."max_money" >= "bet_play"."min_money")
);
--> statement-breakpoint
CREATE TABLE "rebate_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rate" real NOT NULL,
	"bet_count" integer NOT NULL,
	"valid_bet_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_order" ADD CONSTRAINT "bet_order_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_order" ADD CONSTRAINT "bet_order_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_order" ADD CONSTRAINT "bet_order_game_id_lottery_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_order" ADD CONSTRAINT "bet_order_play_id_bet_play_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."bet_play"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_play" ADD CONSTRAINT "bet_play_game_id_lottery_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_play" ADD CONSTRAINT "bet_play_category_id_play_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."play_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claim" ADD CONSTRAINT "rebate_claim_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_order_user_idx" ON "bet_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bet_order_pending_idx" ON "bet_order" USING btree ("game_id","turn_num") WHERE "bet_order"."status" = 0;--> statement-breakpoint
CREATE INDEX "bet_order_track_idx" ON "bet_order" USING btree ("track_order_no");--> statement-breakpoint
CREATE INDEX "bet_order_rebate_idx" ON "bet_order" USING btree ("user_id") WHERE "bet_order"."status" = 1 and "bet_order"."rebate_claim_id" is null;--> statement-breakpoint
CREATE INDEX "rebate_claim_user_idx" ON "rebate_claim" USING btree ("user_id","created_at");