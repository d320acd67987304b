DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_search_country_idx";--> statement-breakpoint
CREATE INDEX "profiles_count_idx" ON "profiles" USING btree ("searchable","gender","country","region","date_of_birth","user_id");--> statement-breakpoint
CREATE INDEX "profiles_count_country_idx" ON "profiles" USING btree ("searchable","gender","country","date_of_birth","user_id");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("searchable","gender","country","region",("main_photo_id" is not null) desc,"last_active_at" desc,"user_id" desc);--> statement-breakpoint
CREATE INDEX "profiles_search_country_idx" ON "profiles" USING btree ("searchable","gender","country",("main_photo_id" is not null) desc,"last_active_at" desc,"user_id" desc);