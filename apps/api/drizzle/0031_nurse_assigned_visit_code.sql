-- Issue 37: the nurse's assignment SMS gives the visit code she checks in and
-- out with. Only the text as shipped changes: a text an ADMIN edited is theirs.
UPDATE "sms_templates"
SET "text" = 'Hello {nurseFirstName}, new assignment {careCardNumber}: {clientName}, {clientPhone}, at {place}, from {startDate} to {endDate}. Visit code {visitCode}: text IN {visitCode} when you arrive, OUT {visitCode} when you leave.'
WHERE "event" = 'nurse_assigned'
  AND "text" = 'Hello {nurseFirstName}, new assignment {careCardNumber}: {clientName}, {clientPhone}, at {place}, from {startDate} to {endDate}.';
