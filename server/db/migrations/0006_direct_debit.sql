CREATE TABLE "directdebit_blocklist" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directdebit_blocklist_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"package_id" integer NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'awaiting_code' NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_package_id_credit_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."credit_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_reference_key" ON "mandates" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "mandates_user_idx" ON "mandates" USING btree ("user_id");