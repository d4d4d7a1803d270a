import { DATE_PATTERN, DATE_RANGE_HINT, dateProblem, isRealDate } from '@app/contract';

/**
 * What a date field shows, written in the wire's order (issue 38): a date
 * (2026-12-25), a date that does not exist (2030-02-31), a year still being
 * typed or out of range (0002-12-25), or a date with a part not typed yet
 * (YYYY-02-31); '' when it is empty. A form holds this text, so its schema
 * refuses what is no date, and the field shows it again when mounted anew.
 */
export const TYPED_DATE = /^(\d{4}|YYYY)-(\d{2}|MM)-(\d{2}|DD)$/;

export type TypedKind = 'empty' | 'date' | 'impossible' | 'year' | 'partial';

export function typedKind(typed: string): TypedKind {
  if (typed === '') return 'empty';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) return 'partial';
  if (!DATE_PATTERN.test(typed)) return 'year';
  return isRealDate(typed) ? 'date' : 'impossible';
}

/**
 * A whole date the service takes (YYYY-MM-DD, 1900 to 2099, a day that
 * exists), as the API's dayField: what may be worked with or asked of the API.
 */
export const isWholeDate = (text: string | null | undefined): text is string =>
  !!text && typedKind(text) === 'date';

/** The text as the field shows it: 2030-02-31 is 31-02-2030, YYYY-02-31 is 31-02-YYYY. */
export function shownDate(typed: string): string {
  const parts = TYPED_DATE.exec(typed);
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]}` : '';
}

/** The sections of MUI X's field (day, month, year) as typed text in the wire's order. */
export function typedOf(sections: readonly { type: string; value: string }[]): string {
  if (sections.every((section) => section.value === '')) return '';
  const part = (type: string, none: string) =>
    sections.find((section) => section.type === type)?.value || none;
  return `${part('year', 'YYYY')}-${part('month', 'MM')}-${part('day', 'DD')}`;
}

const PART_NAMES = { DD: 'the day', MM: 'the month', YYYY: 'the year' } as const;

/** What a half-typed date lacks: "Enter the whole date as DD-MM-YYYY: the year is missing". */
export function wholeDateHint(typed: string): string {
  const missing = typed
    .split('-')
    .flatMap((part) => (part in PART_NAMES ? [PART_NAMES[part as keyof typeof PART_NAMES]] : []))
    .reverse();
  const whole = 'Enter the whole date as DD-MM-YYYY';
  if (missing.length === 0) return whole;
  return `${whole}: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing`;
}

type Limits = { min?: string; max?: string };

/**
 * Why what the field shows is refused, said under it; null when it is fine.
 * A date that does not exist says so at once (the contract's words, as the
 * API's); a half-typed date or a year out of range only once the field is
 * left, as a year is 0002 on its way to 2026.
 */
export function typedProblem(typed: string, { min, max }: Limits, left: boolean): string | null {
  switch (typedKind(typed)) {
    case 'partial':
      return left ? wholeDateHint(typed) : null;
    case 'year':
      return left ? DATE_RANGE_HINT : null;
    case 'impossible':
      return dateProblem(typed);
    case 'date':
      if (min && typed < min) return `Choose ${shownDate(min)} or a later day`;
      if (max && typed > max) return `Choose ${shownDate(max)} or an earlier day`;
      return null;
    default:
      return null;
  }
}

/**
 * What the field hands its caller for the text it shows, or undefined for
 * nothing new. Every caller gets a whole date, and '' once no whole date is
 * left. A form (`keep`) also gets what is no date, so its schema refuses the
 * save: a date that does not exist at once, a half-typed date or a year out
 * of range once the field is left. A filter never does: no such date reaches
 * its URL or the API.
 */
export function handedOn(typed: string, keep: boolean, left: boolean): string | undefined {
  switch (typedKind(typed)) {
    case 'empty':
    case 'date':
      return typed;
    case 'impossible':
      return keep ? typed : undefined;
    case 'partial':
      return keep ? (left ? typed : undefined) : '';
    case 'year':
      return keep && left ? typed : undefined;
  }
}
