CREATE TABLE "chat_contact" (
	"company_id" integer NOT NULL,
	"owner_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar_id" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_contact_company_id_owner_id_friend_id_pk" PRIMARY KEY("company_id","owner_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "chat_conversation" (
	"company_id" integer NOT NULL,
	"room_id" text NOT NULL,
	"user_a" text NOT NULL,
	"user_b" text NOT NULL,
	"a_read_id" bigint DEFAULT 0 NOT NULL,
	"b_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversation_company_id_room_id_pk" PRIMARY KEY("company_id","room_id"),
	CONSTRAINT "chat_conversation_pair_check" CHECK ("chat_conversation"."user_a" < "chat_conversation"."user_b")
);
--> statement-breakpoint
CREATE TABLE "chat_cooldown" (
	"key" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_guest" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"secret_hash" text NOT NULL,
	"public_hash" text NOT NULL,
	"created_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_guest_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "chat_image" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"owner_id" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"thumb_mime" text NOT NULL,
	"thumb_data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_image_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"room_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text,
	"userinfo" jsonb NOT NULL,
	"type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_id" bigint,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_kind_check" CHECK ("chat_message"."kind" in ('room', 'private')),
	CONSTRAINT "chat_message_type_check" CHECK ("chat_message"."type" in ('text', 'image', 'system'))
);
--> statement-breakpoint
CREATE TABLE "chat_room" (
	"company_id" integer NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"game_id" integer,
	"min_chat_level" smallint DEFAULT 1 NOT NULL,
	"sec_per_mess" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_room_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "chat_room_sec_per_mess_check" CHECK ("chat_room"."sec_per_mess" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_service_account" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"player_id" integer,
	"access_token_id" bigint,
	"guest_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_rule" ADD COLUMN "enable_chat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_contact" ADD CONSTRAINT "chat_contact_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_guest" ADD CONSTRAINT "chat_guest_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_image" ADD CONSTRAINT "chat_image_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_service_account" ADD CONSTRAINT "chat_service_account_user_id_user_account_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_token" ADD CONSTRAINT "chat_token_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_token" ADD CONSTRAINT "chat_token_player_id_user_account_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_token" ADD CONSTRAINT "chat_token_access_token_id_access_token_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."access_token"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_token" ADD CONSTRAINT "chat_token_guest_id_chat_guest_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guest"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversation_a_idx" ON "chat_conversation" USING btree ("company_id","user_a","updated_at");--> statement-breakpoint
CREATE INDEX "chat_conversation_b_idx" ON "chat_conversation" USING btree ("company_id","user_b","updated_at");--> statement-breakpoint
CREATE INDEX "chat_cooldown_until_idx" ON "chat_cooldown" USING btree ("until");--> statement-breakpoint
CREATE INDEX "chat_guest_company_idx" ON "chat_guest" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_image_owner_idx" ON "chat_image" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "chat_message_room_idx" ON "chat_message" USING btree ("company_id","room_id","id");--> statement-breakpoint
CREATE INDEX "chat_token_expires_idx" ON "chat_token" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "chat_token_access_idx" ON "chat_token" USING btree ("access_token_id");