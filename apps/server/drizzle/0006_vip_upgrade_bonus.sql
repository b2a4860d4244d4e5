CREATE TABLE "vip_bonus_claim" (
	"user_id" integer NOT NULL,
	"vip_level" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_bonus_claim_user_id_vip_level_pk" PRIMARY KEY("user_id","vip_level")
);
--> statement-breakpoint
ALTER TABLE "vip_rule" ADD COLUMN "upgrade_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_bonus_claim" ADD CONSTRAINT "vip_bonus_claim_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;