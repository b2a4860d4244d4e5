CREATE TABLE "auth_counter" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"window_ms" integer NOT NULL,
	"bucket" bigint NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_counter_kind_subject_window_ms_bucket_pk" PRIMARY KEY("kind","subject","window_ms","bucket")
);
--> statement-breakpoint
CREATE INDEX "auth_counter_expires_idx" ON "auth_counter" USING btree ("expires_at");