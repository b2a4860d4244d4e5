CREATE TABLE "slider_captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"target_x" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tried_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slider_captcha_ticket_hash_unique" UNIQUE("ticket_hash")
);
