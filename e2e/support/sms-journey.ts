import type { SeededCustomer } from './sms.ts';

// What the SMS journeys (sms.spec.ts, sms-consent-admin.spec.ts) name alike:
// the outbox's delivery, a new tag and a customer's full name.

export const OUTBOX = 'Delivered to outbox';
export const tag = () => Date.now().toString(36);
export const fullName = (c: SeededCustomer) => `${c.firstname} ${c.lastname}`;
