CREATE TABLE "operator_adjustment" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"ledger_id" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_adjustment_amount_check" CHECK ("operator_adjustment"."amount" <> 0),
	CONSTRAINT "operator_adjustment_status_check" CHECK ("operator_adjustment"."status" in ('pending', 'applied', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "operator_adjustment" ADD CONSTRAINT "operator_adjustment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_adjustment" ADD CONSTRAINT "operator_adjustment_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_adjustment_company_idx" ON "operator_adjustment" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "operator_adjustment_user_idx" ON "operator_adjustment" USING btree ("user_id","id");