CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"liker_id" integer NOT NULL,
	"liked_id" integer NOT NULL,
	"source" text DEFAULT 'profile' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "likes_liker_id_liked_id_pk" PRIMARY KEY("liker_id","liked_id")
);
--> statement-breakpoint
CREATE TABLE "swipe_passes" (
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipe_passes_user_id_target_id_pk" PRIMARY KEY("user_id","target_id")
);
--> statement-breakpoint
DROP INDEX "profiles_country_dob_idx";--> statement-breakpoint
DROP INDEX "profiles_search_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "searchable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_id_users_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_id_users_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "likes_liked_idx" ON "likes" USING btree ("liked_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_search_country_idx" ON "profiles" USING btree ("searchable","gender","country",("main_photo_id" is not null) desc,"last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("searchable","gender","country","region",("main_photo_id" is not null) desc,"last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION profiles_search_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles p
     SET searchable = (NEW.status = 'confirmed' AND NOT NEW.invisible AND p.status = 'active'),
         last_active_at = NEW.last_active_at
   WHERE p.user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_sync AFTER UPDATE OF status, invisible, last_active_at ON users
  FOR EACH ROW EXECUTE FUNCTION profiles_search_from_user();
--> statement-breakpoint
CREATE FUNCTION profiles_search_from_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT (u.status = 'confirmed' AND NOT u.invisible AND NEW.status = 'active'), u.last_active_at
    INTO NEW.searchable, NEW.last_active_at
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_search_sync BEFORE INSERT OR UPDATE OF status ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_search_from_profile();
--> statement-breakpoint
UPDATE profiles p SET searchable = (u.status = 'confirmed' AND NOT u.invisible AND p.status = 'active'),
  last_active_at = u.last_active_at FROM users u WHERE u.id = p.user_id;
