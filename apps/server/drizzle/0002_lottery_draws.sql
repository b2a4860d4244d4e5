CREATE TABLE "lottery_draw" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"turn_num" text NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"numbers" integer[] NOT NULL,
	"revealed" smallint NOT NULL,
	"streaming" boolean DEFAULT false NOT NULL,
	"replay_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draw_game_turn_key" UNIQUE("game_id","turn_num"),
	CONSTRAINT "lottery_draw_revealed_check" CHECK ("lottery_draw"."revealed" between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "lottery_game" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"interval_seconds" integer,
	"daily_time" text,
	"close_before_seconds" integer NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"reveal_interval_seconds" integer DEFAULT 10 NOT NULL,
	"next_draw_at" timestamp with time zone,
	"image_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_game_cadence_check" CHECK (("lottery_game"."interval_seconds" is null) <> ("lottery_game"."daily_time" is null)),
	CONSTRAINT "lottery_game_interval_check" CHECK ("lottery_game"."interval_seconds" is null or ("lottery_game"."interval_seconds" > 0 and 86400 % "lottery_game"."interval_seconds" = 0)),
	CONSTRAINT "lottery_game_reveal_check" CHECK ("lottery_game"."reveal_interval_seconds" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "play_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "play_category_game_name_key" UNIQUE("game_id","name")
);
--> statement-breakpoint
ALTER TABLE "lottery_draw" ADD CONSTRAINT "lottery_draw_game_id_lottery_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_category" ADD CONSTRAINT "play_category_game_id_lottery_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_draw_game_slot_idx" ON "lottery_draw" USING btree ("game_id","slot_at");--> statement-breakpoint
CREATE INDEX "lottery_draw_streaming_idx" ON "lottery_draw" USING btree ("streaming");