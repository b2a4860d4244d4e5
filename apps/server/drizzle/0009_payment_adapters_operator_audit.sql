CREATE TABLE "company_secret" (
	"company_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_secret_company_id_purpose_pk" PRIMARY KEY("company_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "payment_callback" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"callback_id" text NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_channel" ADD COLUMN "gateway_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_channel" ADD COLUMN "merchant_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_channel" ADD COLUMN "adapter_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_secret" ADD CONSTRAINT "company_secret_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callback" ADD CONSTRAINT "payment_callback_channel_id_payment_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callback_id_idx" ON "payment_callback" USING btree ("channel_id","callback_id");--> statement-breakpoint
CREATE INDEX "operator_audit_created_idx" ON "operator_audit" USING btree ("created_at","id");--> statement-breakpoint
-- The operator audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_change" BEFORE UPDATE OR DELETE ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit" FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();
