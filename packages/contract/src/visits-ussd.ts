import { z } from 'zod';
import type { VisitCheckKind } from './visits.ts';

// Issue 37, proof of the visit by USSD: a nurse dials the service's code on
// any phone and checks in or out from a menu (Africa's Talking's USSD
// callback). And, with the local SMS outbox only, staff play the nurse's
// part from the screen: an incoming SMS or a USSD session. The words of the
// menu are written here once, for the API, the simulator and the tests; the
// confirmations and refusals are the SMS replies' (VISIT_CHECK_REPLIES).

/** The most a USSD answer may hold, "CON "/"END " included (the USSD limit). */
export const USSD_SCREEN_MAX = 182;

/** A first name on a screen is cut to this many characters, so the menu keeps its room. */
const NAME_MAX = 20;

export const VISIT_USSD = {
  greeting: (name: string) => `Hello ${name}. Your visits today:`,
  greetingNone: (name: string) => `Hello ${name}. No visit of yours to check in or out now.`,
  choice: (kind: VisitCheckKind, card: string) =>
    `${kind === 'in' ? 'Check in' : 'Check out'} ${card}`,
  enterCode: 'Enter a visit code',
  askCode: 'Enter the 4-digit code of your visit:',
  codeMenu: (code: string) => `Visit ${code}:\n1. Check in\n2. Check out`,
  notAChoice: 'That is not one of the choices, so nothing was recorded. Please dial again.',
  notACode: 'A visit code has 4 digits, e.g. 4821. Nothing was recorded. Please dial again.',
  /** A step answered before (a retried callback) that recorded no check. */
  answeredBefore:
    'This answer was received already and not recorded again. Dial again to see your visits.',
  /** What an exception keeps as "sent" for a USSD step. */
  sent: (what: string) => `USSD: ${what}`,
} as const;

/** "CON …" (the menu goes on) or "END …" (the session is over), within USSD_SCREEN_MAX. */
export function ussdAnswer(end: boolean, screen: string): string {
  const text = `${end ? 'END' : 'CON'} ${screen}`;
  return text.length <= USSD_SCREEN_MAX ? text : `${text.slice(0, USSD_SCREEN_MAX - 1)}…`;
}

/**
 * The first screen: the greeting, a numbered line for each check that fits
 * now (as many as the screen holds), then "Enter a visit code", numbered
 * after them. `shown` says how many choices made it onto the screen: the
 * same list gives the same numbers at the next step.
 */
export function visitUssdMenu(
  firstName: string,
  choices: readonly { kind: VisitCheckKind; card: string }[],
): { screen: string; shown: number } {
  const name = firstName.trim().slice(0, NAME_MAX) || 'nurse';
  const lines = [choices.length ? VISIT_USSD.greeting(name) : VISIT_USSD.greetingNone(name)];
  const room = USSD_SCREEN_MAX - 'CON '.length;
  let shown = 0;
  for (const c of choices) {
    const line = `${shown + 1}. ${VISIT_USSD.choice(c.kind, c.card)}`;
    const last = `${shown + 2}. ${VISIT_USSD.enterCode}`;
    if ([...lines, line, last].join('\n').length > room) break;
    lines.push(line);
    shown += 1;
  }
  lines.push(`${shown + 1}. ${VISIT_USSD.enterCode}`);
  return { screen: lines.join('\n'), shown };
}

/** Africa's Talking's USSD callback, form-encoded: `text` is every answer so far joined with '*'. */
export const visitUssdCallbackSchema = z.object({
  sessionId: z.string().min(1).max(100),
  serviceCode: z.string().max(40).default(''),
  phoneNumber: z.string().min(1).max(40),
  networkCode: z.string().max(20).optional(),
  text: z.string().max(200).default(''),
});
export type VisitUssdCallback = z.input<typeof visitUssdCallbackSchema>;

export const SIMULATOR_MESSAGES = {
  /** 409: the simulator plays the gateway's part, so it only runs without a real one. */
  notOutbox:
    "The simulator works with the local SMS outbox only: this server sends SMS through Africa's Talking, so use a real phone.",
  phoneRequired: 'Enter the phone number it comes from',
  textRequired: 'Write the message',
} as const;

const fromField = z
  .string({ error: SIMULATOR_MESSAGES.phoneRequired })
  .trim()
  .min(1, SIMULATOR_MESSAGES.phoneRequired)
  .max(40);

/** POST /sms/simulate/incoming: an SMS as if the nurse's phone had sent it to the service. */
export const smsSimulateSchema = z.object({
  from: fromField,
  text: z
    .string({ error: SIMULATOR_MESSAGES.textRequired })
    .trim()
    .min(1, SIMULATOR_MESSAGES.textRequired)
    .max(480),
});
export type SmsSimulate = z.input<typeof smsSimulateSchema>;

/** The reply SMS the outbox recorded for it, if any. */
export const smsSimulateResultSchema = z.object({ reply: z.string().nullable() });
export type SmsSimulateResult = z.infer<typeof smsSimulateResultSchema>;

/** POST /sms/simulate/ussd: one step of a USSD session, as Africa's Talking would post it. */
export const ussdSimulateSchema = z.object({
  sessionId: z.string().trim().min(1).max(100),
  phoneNumber: fromField,
  text: z.string().max(200).default(''),
});
export type UssdSimulate = z.input<typeof ussdSimulateSchema>;

/** The screen the phone shows; `end`: the session is over (END). */
export const ussdSimulateResultSchema = z.object({
  screen: z.string(),
  end: z.boolean(),
  /** The answer as the gateway gets it ("CON …" / "END …"). */
  response: z.string(),
});
export type UssdSimulateResult = z.infer<typeof ussdSimulateResultSchema>;
