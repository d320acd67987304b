CREATE TABLE "contact_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"recipients" integer NOT NULL,
	"message_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
CREATE TABLE "message_nudges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_nudges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"message_id" integer,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "nudged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "contact_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_flags" ADD CONSTRAINT "contact_flags_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_nudges" ADD CONSTRAINT "message_nudges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_nudges" ADD CONSTRAINT "message_nudges_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_flags_open_idx" ON "contact_flags" USING btree ("reviewed_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_flags_one_open" ON "contact_flags" USING btree ("sender_id") WHERE "contact_flags"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "message_nudges_kind_idx" ON "message_nudges" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "message_nudges_message_idx" ON "message_nudges" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_contact_sender_idx" ON "messages" USING btree ("sender_id","created_at") WHERE cardinality("messages"."contact_kinds") > 0;