import type { CareMessage, CareMessageSettings, CustomerLanguage } from '@app/contract';

// The library of messages for each week as the API answers it (issue 42, component tests):
// two messages in week 20 of pregnancy, one after the birth, one for the baby, the reminder.

export const SAVED_AT = '2026-11-02T08:00:00.000Z';
const text = (language: CustomerLanguage, value: string) => ({
  language,
  text: value,
  updated_at: SAVED_AT,
  updated_by_name: 'Grace Auma',
});

export function makeCareMessage(overrides: Partial<CareMessage> = {}): CareMessage {
  return {
    id: 1,
    category: 'Pregnancy',
    week: 20,
    position: 1,
    texts: [text('en', 'Hello {firstName}, you are halfway there.')],
    missing: ['lg', 'sw', 'nyn'],
    ...overrides,
  };
}

export const LIBRARY: CareMessage[] = [
  makeCareMessage({
    id: 1,
    texts: [
      text('en', 'Hello {firstName}, you are halfway there.'),
      text('lg', 'Gyebale {firstName}, otuuse wakati.'),
    ],
    missing: ['sw', 'nyn'],
  }),
  makeCareMessage({
    id: 3,
    position: 2,
    texts: [text('en', '{firstName}, feel the baby move? Call {servicePhone} if not.')],
  }),
  makeCareMessage({
    id: 5,
    category: 'Postnatal',
    week: 2,
    texts: [text('en', 'Rest well, {firstName}.')],
  }),
  makeCareMessage({
    id: 7,
    category: 'Baby',
    week: 10,
    texts: [text('en', '{babyName} is {weeks} weeks old today.')],
  }),
  makeCareMessage({
    id: 9,
    category: 'Reminder',
    week: 0,
    texts: (['en', 'lg', 'sw', 'nyn'] as const).map((l) =>
      text(l, '{step} on {date, date, long}.'),
    ),
    missing: [],
  }),
];

export const SETTINGS: CareMessageSettings = {
  enabled: true,
  per_week: 2,
  hour: 10,
  updated_at: null,
  updated_by_name: null,
};
