CREATE TABLE "agent_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"account_type" text NOT NULL,
	"rebate" real NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_link_account_type_check" CHECK ("agent_link"."account_type" in ('player', 'agent')),
	CONSTRAINT "agent_link_rebate_check" CHECK ("agent_link"."rebate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_rebate" (
	"bet_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"rate" real NOT NULL,
	"valid_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_id" bigint,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_bet_id_agent_id_pk" PRIMARY KEY("bet_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "agent_path" text DEFAULT '/' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_account" ADD COLUMN "agent_link_id" integer;--> statement-breakpoint
ALTER TABLE "agent_link" ADD CONSTRAINT "agent_link_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_link" ADD CONSTRAINT "agent_link_agent_id_user_account_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate" ADD CONSTRAINT "agent_rebate_bet_id_bet_order_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bet_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate" ADD CONSTRAINT "agent_rebate_agent_id_user_account_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate" ADD CONSTRAINT "agent_rebate_member_id_user_account_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_link_company_code_idx" ON "agent_link" USING btree ("company_id",upper("code"));--> statement-breakpoint
CREATE INDEX "agent_link_agent_idx" ON "agent_link" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_rebate_agent_idx" ON "agent_rebate" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_rebate_member_idx" ON "agent_rebate" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "user_account_parent_idx" ON "user_account" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "user_account_agent_path_idx" ON "user_account" USING btree ("company_id","agent_path" text_pattern_ops);--> statement-breakpoint
UPDATE "user_account" SET "agent_path" = '/' || "parent_id" || '/' WHERE "parent_id" IS NOT NULL;--> statement-breakpoint
WITH RECURSIVE "chain" ("id", "path") AS (
	SELECT "id", '/'::text FROM "user_account" WHERE "parent_id" IS NULL
	UNION ALL
	SELECT "u"."id", "c"."path" || "u"."parent_id" || '/'
	FROM "user_account" "u" JOIN "chain" "c" ON "u"."parent_id" = "c"."id"
)
UPDATE "user_account" SET "agent_path" = "chain"."path" FROM "chain"
WHERE "chain"."id" = "user_account"."id" AND "user_account"."parent_id" IS NOT NULL;
