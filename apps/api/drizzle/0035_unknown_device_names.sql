-- Issue 38: a push to a device token that is no known customer's or nurse's
-- is named by the token's last 8 characters in the history, not "Unknown
-- device" (the token itself stays server-side). Earlier sends are renamed
-- the same way from the token they kept.
UPDATE "notifications"
SET "receiver_name" = 'Device ending ' || right("receiver", 8)
WHERE "receiver_name" = 'Unknown device' AND "receiver" <> 'global';
