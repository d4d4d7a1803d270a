import { describe, expect, it } from 'vitest';
import {
  USSD_SCREEN_MAX,
  VISIT_USSD,
  smsSimulateSchema,
  ussdAnswer,
  ussdSimulateSchema,
  visitUssdCallbackSchema,
  visitUssdMenu,
} from './visits-ussd.ts';

describe('the USSD menu', () => {
  it('lists each check, then "Enter a visit code" numbered after them', () => {
    const menu = visitUssdMenu('Mary', [
      { kind: 'out', card: 'CC-2026-000012' },
      { kind: 'in', card: 'CC-2026-000013' },
    ]);
    expect(menu).toEqual({
      screen:
        'Hello Mary. Your visits today:\n1. Check out CC-2026-000012\n2. Check in CC-2026-000013\n3. Enter a visit code',
      shown: 2,
    });
  });

  it('says so when no check fits now; the code is then choice 1', () => {
    expect(visitUssdMenu('Mary', [])).toEqual({
      screen: `${VISIT_USSD.greetingNone('Mary')}\n1. Enter a visit code`,
      shown: 0,
    });
  });

  it('stays within the USSD limit however many visits and however long the name', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      kind: 'in' as const,
      card: `CC-2026-${String(i).padStart(6, '0')}`,
    }));
    const menu = visitUssdMenu('Nakawunde-Ssekandi Rosemary Josephine', many);
    expect(ussdAnswer(false, menu.screen).length).toBeLessThanOrEqual(USSD_SCREEN_MAX);
    expect(menu.shown).toBeGreaterThan(0);
    expect(menu.shown).toBeLessThan(many.length);
    const lines = menu.screen.split('\n');
    expect(lines.at(-1)).toBe(`${menu.shown + 1}. Enter a visit code`);
    expect(lines[0]).toBe('Hello Nakawunde-Ssekandi R. Your visits today:');
  });
});

describe('a USSD answer', () => {
  it('starts CON or END and is cut to the limit', () => {
    expect(ussdAnswer(false, 'Menu')).toBe('CON Menu');
    expect(ussdAnswer(true, 'Bye')).toBe('END Bye');
    const long = ussdAnswer(true, 'x'.repeat(300));
    expect(long).toHaveLength(USSD_SCREEN_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the schemas', () => {
  it("reads Africa's Talking's callback form, text empty at the first step", () => {
    expect(
      visitUssdCallbackSchema.parse({
        sessionId: 'ATUid_1',
        serviceCode: '*384*1234#',
        phoneNumber: '+256772123456',
        networkCode: '64110',
      }),
    ).toMatchObject({ text: '', phoneNumber: '+256772123456' });
    expect(visitUssdCallbackSchema.safeParse({ sessionId: 'a', text: '1' }).success).toBe(false);
  });

  it('says what the simulator misses', () => {
    const r = smsSimulateSchema.safeParse({ from: ' ', text: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      'Enter the phone number it comes from',
      'Write the message',
    ]);
    expect(ussdSimulateSchema.parse({ sessionId: 's', phoneNumber: '0772 123456' })).toEqual({
      sessionId: 's',
      phoneNumber: '0772 123456',
      text: '',
    });
  });
});
