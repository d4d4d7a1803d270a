-- Issue 37: the nurse's reminder before each day of a visit, with where to go
-- and how to check in and out (the one-tap link when PUBLIC_URL is set, the
-- SMS keywords always). An ADMIN may edit or turn it off in Admin > SMS.
INSERT INTO "sms_templates" ("event", "text", "enabled") VALUES
  ('visit_reminder', 'Hello {nurseFirstName}, visit today from {startTime}: {clientName}, {place}. {howToCheck}', true)
ON CONFLICT DO NOTHING;
