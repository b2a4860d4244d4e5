CREATE TABLE "access_token" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "access_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "auth_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"client_key" text DEFAULT '' NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"fund_password_hash" text,
	"type" text DEFAULT 'HY' NOT NULL,
	"is_dl" boolean DEFAULT false NOT NULL,
	"promo_code" text,
	"parent_id" integer,
	"full_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"qq" text DEFAULT '' NOT NULL,
	"weixin" text DEFAULT '' NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"avatar_id" smallint DEFAULT 1 NOT NULL,
	"vip_level" smallint DEFAULT 1 NOT NULL,
	"cycle_bet_amount" bigint DEFAULT 0 NOT NULL,
	"hy_level" smallint DEFAULT 1 NOT NULL,
	"enable_chat" boolean DEFAULT true NOT NULL,
	"chat_level" smallint DEFAULT 1 NOT NULL,
	"rebate" real DEFAULT 8 NOT NULL,
	"chat_theme_color" smallint DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"must_reset_password" boolean DEFAULT false NOT NULL,
	"register_ip" text DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_account_promo_code_unique" UNIQUE("promo_code"),
	CONSTRAINT "user_account_type_check" CHECK ("user_account"."type" in ('HY', 'TEST'))
);
--> statement-breakpoint
CREATE TABLE "user_bank" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'bank' NOT NULL,
	"bank_name" text NOT NULL,
	"card_no" text NOT NULL,
	"real_name" text NOT NULL,
	"bank_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_rule" (
	"company_id" integer NOT NULL,
	"vip_level" smallint NOT NULL,
	"bet_money" bigint NOT NULL,
	CONSTRAINT "vip_rule_company_id_vip_level_pk" PRIMARY KEY("company_id","vip_level")
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amount_check" CHECK ("ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payment_channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"adapter" text DEFAULT 'sandbox' NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"payee_account" text DEFAULT '' NOT NULL,
	"payee_bank" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"depositor_name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "recharge_order_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "recharge_order_amount_check" CHECK ("recharge_order"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "turnover_requirement" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ledger_id" bigint NOT NULL,
	"credit_amount" bigint NOT NULL,
	"required_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"live_money" bigint DEFAULT 0 NOT NULL,
	"recharge_total" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balance_check" CHECK ("wallet"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"free_bank" boolean DEFAULT false NOT NULL,
	"bank_name" text NOT NULL,
	"card_no" text NOT NULL,
	"real_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "withdraw_order_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdraw_order_amount_check" CHECK ("withdraw_order"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "access_token" ADD CONSTRAINT "access_token_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_message" ADD CONSTRAINT "push_message_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account" ADD CONSTRAINT "user_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bank" ADD CONSTRAINT "user_bank_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rule" ADD CONSTRAINT "vip_rule_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channel" ADD CONSTRAINT "payment_channel_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_order" ADD CONSTRAINT "recharge_order_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_order" ADD CONSTRAINT "recharge_order_channel_id_payment_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirement" ADD CONSTRAINT "turnover_requirement_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_order" ADD CONSTRAINT "withdraw_order_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_token_user_idx" ON "access_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_attempt_lookup_idx" ON "auth_attempt" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "captcha_client_key_idx" ON "captcha" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "push_message_user_idx" ON "push_message" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_account_company_account_idx" ON "user_account" USING btree ("company_id",lower("account"));--> statement-breakpoint
CREATE INDEX "user_bank_user_idx" ON "user_bank" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reference_idx" ON "ledger" USING btree ("type","ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "payment_channel_company_idx" ON "payment_channel" USING btree ("company_id","kind","sort");--> statement-breakpoint
CREATE INDEX "recharge_order_user_idx" ON "recharge_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "turnover_requirement_user_idx" ON "turnover_requirement" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_order_user_idx" ON "withdraw_order" USING btree ("user_id","created_at");