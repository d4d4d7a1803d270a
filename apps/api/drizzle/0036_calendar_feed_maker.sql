ALTER TABLE "nurses" ADD COLUMN "calendar_token_by" uuid;--> statement-breakpoint
-- The addresses made before this column: their maker, from the audit log's
-- entry of the newest address (issue 39: a feed stops when its maker is
-- deactivated). One whose entry is gone keeps working with no maker.
UPDATE "nurses" SET "calendar_token_by" = (
  SELECT a."actor_id" FROM "audit_log" a
  WHERE a."entity" = 'calendar_feed' AND a."entity_id" = "nurses"."id"::text AND a."action" = 'create'
  ORDER BY a."at" DESC, a."id" DESC LIMIT 1
) WHERE "calendar_token_hash" IS NOT NULL;
