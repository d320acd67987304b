CREATE TABLE "chat_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"blur_images" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_screenings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_screenings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"porn" real,
	"sexy" real,
	"hentai" real,
	"neutral" real,
	"drawing" real,
	"explicit" real,
	"threshold" real,
	"millis" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"screened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "image_screen" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "image_revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_preferences" ADD CONSTRAINT "chat_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_screenings" ADD CONSTRAINT "image_screenings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_screenings_key" ON "image_screenings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "image_screenings_owner_idx" ON "image_screenings" USING btree ("owner_id");