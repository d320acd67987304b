ALTER TABLE "mail_outbox" ADD COLUMN "about_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_about_idx" ON "mail_outbox" USING gin ("about_user_ids");--> statement-breakpoint
CREATE INDEX "audit_log_subjects_idx" ON "audit_log" USING gin ("subject_ids");--> statement-breakpoint
-- The members each entry written so far is about (the app names them from now on), so that a purge
-- finds them. Entries cannot change but through the trigger below: it is off for these statements.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_change";--> statement-breakpoint
UPDATE "audit_log" SET "subject_ids" = ARRAY["target_id"::integer]
 WHERE "target_type" IN ('member', 'staff') AND "target_id" ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "audit_log" SET "subject_ids" = ARRAY[("after" ->> 'subject_id')::integer]
 WHERE "target_type" = 'note' AND ("after" ->> 'subject_id') ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "audit_log" a SET "subject_ids" = ARRAY[m."sender_id", m."recipient_id"]
  FROM "messages" m
 WHERE a."target_type" = 'message' AND a."target_id" ~ '^[0-9]{1,9}$' AND m."id" = a."target_id"::integer;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_ids" = array_remove(ARRAY[c."reported_user_id", c."reporter_id"], NULL)
  FROM "complaints" c
 WHERE a."target_type" = 'complaint' AND a."target_id" ~ '^[0-9]{1,9}$' AND c."id" = a."target_id"::integer;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_ids" = ARRAY[c."member_low", c."member_high"]
  FROM "conversations" c
 WHERE a."target_type" = 'conversation' AND a."target_id" ~ '^[0-9]{1,9}$' AND c."id" = a."target_id"::integer;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_ids" = coalesce((
    SELECT array_agg(DISTINCT p."user_id") FROM "photos" p
     WHERE p."id" = ANY (string_to_array(a."target_id", ',')::integer[])), '{}')
 WHERE a."target_type" = 'photo' AND a."target_id" ~ '^[0-9]{1,9}(,[0-9]{1,9})*$';--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_change";--> statement-breakpoint
-- Append-only, with one exception: an account's purge erases the personal values of the entries
-- about it (before, after, reason) and written by it (actor_email to '', ip), and sets erased_at.
-- Who, what, when and on what never change; a value is kept or erased, never replaced.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW."id" = OLD."id" AND NEW."at" = OLD."at" AND NEW."actor_id" = OLD."actor_id"
     AND NEW."actor_role" = OLD."actor_role" AND NEW."action" = OLD."action"
     AND NEW."target_type" = OLD."target_type" AND NEW."target_id" IS NOT DISTINCT FROM OLD."target_id"
     AND NEW."subject_ids" = OLD."subject_ids"
     AND (NEW."before" IS NULL OR NEW."before" IS NOT DISTINCT FROM OLD."before")
     AND (NEW."after" IS NULL OR NEW."after" IS NOT DISTINCT FROM OLD."after")
     AND (NEW."reason" IS NULL OR NEW."reason" IS NOT DISTINCT FROM OLD."reason")
     AND (NEW."actor_email" = '' OR NEW."actor_email" = OLD."actor_email")
     AND (NEW."ip" IS NULL OR NEW."ip" IS NOT DISTINCT FROM OLD."ip")
     AND NEW."erased_at" IS NOT NULL
     AND (OLD."erased_at" IS NULL OR NEW."erased_at" = OLD."erased_at")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
-- Accounts purged before this migration: their values go now, as the purge does from now on.
UPDATE "audit_log" a SET "before" = NULL, "after" = NULL, "reason" = NULL, "erased_at" = coalesce(a."erased_at", now())
 WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."purged_at" IS NOT NULL AND u."id" = ANY (a."subject_ids"));--> statement-breakpoint
UPDATE "audit_log" a SET "actor_email" = '', "ip" = NULL, "erased_at" = coalesce(a."erased_at", now())
 WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."purged_at" IS NOT NULL AND u."id" = a."actor_id");
