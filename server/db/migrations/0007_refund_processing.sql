ALTER TABLE "orders" ADD COLUMN "refund_processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer;