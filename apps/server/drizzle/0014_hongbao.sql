CREATE TABLE "hongbao_packet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"room_id" text NOT NULL,
	"kind" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"count" integer NOT NULL,
	"greeting" text NOT NULL,
	"message_id" bigint,
	"taken_count" integer DEFAULT 0 NOT NULL,
	"taken_amount" bigint DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hongbao_packet_kind_check" CHECK ("hongbao_packet"."kind" in ('lucky', 'equal')),
	CONSTRAINT "hongbao_packet_count_check" CHECK ("hongbao_packet"."count" > 0),
	CONSTRAINT "hongbao_packet_total_check" CHECK ("hongbao_packet"."total_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "hongbao_share" (
	"packet_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"user_id" integer,
	"grabbed_at" timestamp with time zone,
	CONSTRAINT "hongbao_share_packet_id_seq_pk" PRIMARY KEY("packet_id","seq"),
	CONSTRAINT "hongbao_share_amount_check" CHECK ("hongbao_share"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "chat_message" DROP CONSTRAINT "chat_message_type_check";--> statement-breakpoint
ALTER TABLE "chat_message" ADD COLUMN "hongbao_id" bigint;--> statement-breakpoint
ALTER TABLE "hongbao_packet" ADD CONSTRAINT "hongbao_packet_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hongbao_packet" ADD CONSTRAINT "hongbao_packet_sender_id_user_account_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hongbao_share" ADD CONSTRAINT "hongbao_share_packet_id_hongbao_packet_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."hongbao_packet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hongbao_share" ADD CONSTRAINT "hongbao_share_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hongbao_packet_sender_idx" ON "hongbao_packet" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "hongbao_packet_room_idx" ON "hongbao_packet" USING btree ("company_id","room_id","created_at");--> statement-breakpoint
CREATE INDEX "hongbao_packet_open_idx" ON "hongbao_packet" USING btree ("expires_at") WHERE "hongbao_packet"."refunded_at" is null and "hongbao_packet"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "hongbao_share_packet_user_idx" ON "hongbao_share" USING btree ("packet_id","user_id");--> statement-breakpoint
CREATE INDEX "hongbao_share_user_idx" ON "hongbao_share" USING btree ("user_id","grabbed_at");--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_type_check" CHECK ("chat_message"."type" in ('text', 'image', 'system', 'hongbao'));