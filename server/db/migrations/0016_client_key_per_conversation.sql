DROP INDEX "messages_client_key";--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key" ON "messages" USING btree ("sender_id","conversation_id","client_id");