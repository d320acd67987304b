CREATE TABLE "figures_buyers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"signup_at" timestamp with time zone NOT NULL,
	"first_paid_at" timestamp with time zone NOT NULL,
	"signup_day" date NOT NULL,
	"first_paid_day" date NOT NULL,
	"hours" double precision NOT NULL,
	"domain" text NOT NULL,
	"network" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "figures_member_days" (
	"day" date NOT NULL,
	"signup_day" date NOT NULL,
	"domain" text NOT NULL,
	"network" text NOT NULL,
	"signups" integer NOT NULL,
	"activations" integer NOT NULL,
	CONSTRAINT "figures_member_days_day_signup_day_domain_network_pk" PRIMARY KEY("day","signup_day","domain","network")
);
--> statement-breakpoint
CREATE TABLE "figures_message_days" (
	"day" date NOT NULL,
	"domain" text NOT NULL,
	"network" text NOT NULL,
	"messages" integer NOT NULL,
	"credits" bigint NOT NULL,
	CONSTRAINT "figures_message_days_day_domain_network_pk" PRIMARY KEY("day","domain","network")
);
--> statement-breakpoint
CREATE TABLE "figures_money_days" (
	"day" date NOT NULL,
	"signup_month" date NOT NULL,
	"domain" text NOT NULL,
	"network" text NOT NULL,
	"cents" bigint NOT NULL,
	"ex_vat" bigint NOT NULL,
	CONSTRAINT "figures_money_days_day_signup_month_domain_network_pk" PRIMARY KEY("day","signup_month","domain","network")
);
--> statement-breakpoint
CREATE TABLE "figures_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_through" date NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_confirmed_at_idx" ON "users" USING btree ("confirmed_at");