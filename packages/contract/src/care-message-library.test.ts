import { describe, expect, it } from 'vitest';
import { SHIPPED_CARE_MESSAGES } from './care-message-library.ts';
import {
  CARE_MESSAGE_CATEGORIES,
  CARE_MESSAGE_EXAMPLE,
  CARE_MESSAGE_WEEKS,
  careMessageProblem,
  renderCareMessage,
  type CareMessageCategory,
} from './care-messages.ts';
import { smsLength } from './sms-text.ts';

// Issue 42: the shipped English library must load as it is (each text valid
// in its group, one plain SMS) and cover every week a mother is sent one.

const weeksOf = (category: CareMessageCategory) =>
  SHIPPED_CARE_MESSAGES.filter((m) => m.category === category).map((m) => m.week);
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const label = (m: { category: string; week: number }) => `${m.category} ${m.week}`;

describe('SHIPPED_CARE_MESSAGES', () => {
  it('are valid ICU naming only the placeholders of their group', () => {
    for (const m of SHIPPED_CARE_MESSAGES)
      expect(careMessageProblem(m.text, m.category), label(m)).toBeNull();
  });

  it('fill in as one GSM-7 SMS (no curly quotes, dashes or emoji)', () => {
    for (const m of SHIPPED_CARE_MESSAGES) {
      const filled = renderCareMessage(m.text, 'en', CARE_MESSAGE_EXAMPLE);
      expect(smsLength(filled), `${label(m)}: ${filled}`).toMatchObject({
        encoding: 'GSM-7',
        segments: 1,
      });
      expect(filled, label(m)).not.toMatch(/[{}]/);
    }
  });

  it('read well whether the baby has a name yet or not', () => {
    for (const m of SHIPPED_CARE_MESSAGES.filter((x) => x.text.includes('{babyName}'))) {
      const filled = renderCareMessage(m.text, 'en', {
        ...CARE_MESSAGE_EXAMPLE,
        babyName: 'your baby',
      });
      expect(filled, label(m)).not.toMatch(/(^|[.!?:] )your baby/);
    }
  });

  it('cover every week of each group, once', () => {
    expect(weeksOf('Pregnancy')).toEqual(range(5, 41));
    expect(weeksOf('Postnatal')).toEqual(range(0, 6));
    expect(weeksOf('Baby')).toEqual([...range(0, 14), ...range(16, 52, 2)]);
    expect(weeksOf('Reminder')).toEqual([0]);
    const keys = SHIPPED_CARE_MESSAGES.map(label);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name only weeks their group allows', () => {
    for (const category of CARE_MESSAGE_CATEGORIES) {
      const { min, max } = CARE_MESSAGE_WEEKS[category];
      for (const week of weeksOf(category)) {
        expect(Number.isInteger(week), `${category} ${week}`).toBe(true);
        expect(week, category).toBeGreaterThanOrEqual(min);
        expect(week, category).toBeLessThanOrEqual(max);
      }
    }
  });

  it('give a reminder naming what is due, the day and our phone', () => {
    const [reminder] = SHIPPED_CARE_MESSAGES.filter((m) => m.category === 'Reminder');
    expect(reminder?.text).toContain('{step}');
    expect(reminder?.text).toMatch(/\{date, date, (long|full)\}/);
    expect(reminder?.text).toContain('{firstName}');
    expect(reminder?.text).toContain('{servicePhone}');
  });

  it('name the antenatal contact in the week before each WHO contact', () => {
    // The contacts at 12 (by), 20, 26, 30, 34, 36, 38 and 40 weeks are due from a week before.
    for (const week of [11, 19, 25, 29, 33, 35, 37, 39]) {
      const m = SHIPPED_CARE_MESSAGES.find((x) => x.category === 'Pregnancy' && x.week === week);
      expect(m?.text, `Pregnancy ${week}`).toMatch(/visit|contact|check-up/i);
    }
  });
});
