CREATE TABLE "casino_bet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"live_code" text NOT NULL,
	"game_code" text NOT NULL,
	"round_no" bigint,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"state" jsonb NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "casino_bet_bet_no_unique" UNIQUE("bet_no"),
	CONSTRAINT "casino_bet_stake_check" CHECK ("casino_bet"."stake" > 0),
	CONSTRAINT "casino_bet_status_check" CHECK ("casino_bet"."status" in ('open', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "game_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_category_type_key" UNIQUE("company_id","type")
);
--> statement-breakpoint
CREATE TABLE "game_player_block" (
	"user_id" integer NOT NULL,
	"live_code" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"msg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_player_block_user_id_live_code_pk" PRIMARY KEY("user_id","live_code")
);
--> statement-breakpoint
CREATE TABLE "live_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"live_code" text NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"ref_id" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_ledger_amount_check" CHECK ("live_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "live_table_round" (
	"game_code" text NOT NULL,
	"round_no" bigint NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_table_round_game_code_round_no_pk" PRIMARY KEY("game_code","round_no")
);
--> statement-breakpoint
CREATE TABLE "live_transfer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"live_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_transfer_transfer_no_unique" UNIQUE("transfer_no"),
	CONSTRAINT "live_transfer_amount_check" CHECK ("live_transfer"."amount" > 0),
	CONSTRAINT "live_transfer_direction_check" CHECK ("live_transfer"."direction" in ('in', 'out')),
	CONSTRAINT "live_transfer_status_check" CHECK ("live_transfer"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "lobby_game" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_name" text NOT NULL,
	"game_code" text DEFAULT '' NOT NULL,
	"live_code" text DEFAULT '' NOT NULL,
	"game_kind" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"hot" integer DEFAULT 0 NOT NULL,
	"maintain" text DEFAULT '' NOT NULL,
	"app_display" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lobby_game_id_key" UNIQUE("company_id","game_id"),
	CONSTRAINT "lobby_game_type_check" CHECK ("lobby_game"."type" in ('lottery', 'live'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_bet" ADD CONSTRAINT "casino_bet_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category" ADD CONSTRAINT "game_category_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_player_block" ADD CONSTRAINT "game_player_block_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_ledger" ADD CONSTRAINT "live_ledger_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_transfer" ADD CONSTRAINT "live_transfer_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_game" ADD CONSTRAINT "lobby_game_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_session" ADD CONSTRAINT "sandbox_session_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_bet_user_idx" ON "casino_bet" USING btree ("user_id","game_code","created_at");--> statement-breakpoint
CREATE INDEX "casino_bet_open_idx" ON "casino_bet" USING btree ("game_code","round_no") WHERE "casino_bet"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "live_ledger_reference_idx" ON "live_ledger" USING btree ("type","ref_id");--> statement-breakpoint
CREATE INDEX "live_ledger_user_idx" ON "live_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "live_transfer_pending_idx" ON "live_transfer" USING btree ("created_at") WHERE "live_transfer"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "live_transfer_user_idx" ON "live_transfer" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lobby_game_code_idx" ON "lobby_game" USING btree ("company_id","game_code") WHERE "lobby_game"."game_code" <> '';--> statement-breakpoint
CREATE INDEX "lobby_game_category_idx" ON "lobby_game" USING btree ("company_id","category","sort");--> statement-breakpoint
CREATE INDEX "sandbox_session_user_idx" ON "sandbox_session" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_live_money_check" CHECK ("wallet"."live_money" >= 0);