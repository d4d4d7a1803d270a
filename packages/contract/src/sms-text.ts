// How many SMS a text takes (issue 24): GSM 03.38's 7-bit alphabet packs 160
// characters into one SMS and 153 into each part of a longer one; a text with
// any character outside it goes as UCS-2, 70 and 67. The extension table's
// characters (^ { } [ ] ~ | \ € and form feed) take two places each.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export type SmsLength = {
  encoding: SmsEncoding;
  /** Characters as a person counts them. */
  characters: number;
  /** Places the text takes in its encoding (GSM-7 septets, UCS-2 code units). */
  units: number;
  /** How many SMS it goes as (0 for an empty text). */
  segments: number;
  /** The places one part holds: 160/153 or 70/67. */
  perSegment: number;
  /** Places left in the last part before it takes one more. */
  remaining: number;
};

/** At most this many parts a message: 918 GSM-7 characters, 402 otherwise. */
export const SMS_MAX_SEGMENTS = 6;

export function smsLength(text: string): SmsLength {
  const chars = [...text];
  let septets = 0;
  let gsm = true;
  for (const c of chars) {
    if (basic.has(c)) septets += 1;
    else if (extension.has(c)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  // UCS-2 counts UTF-16 code units: a character beyond the BMP (an emoji) takes two.
  const units = gsm ? septets : text.length;
  const single = gsm ? 160 : 70;
  const multi = gsm ? 153 : 67;
  if (units <= single) {
    const segments = units === 0 ? 0 : 1;
    return {
      encoding,
      characters: chars.length,
      units,
      segments,
      perSegment: single,
      remaining: single - units,
    };
  }
  // Phones never split a two-place character (an extension character, an
  // emoji in UCS-2) across parts: one that does not fit starts the next.
  let segments = 1;
  let used = 0;
  for (const c of chars) {
    const width = gsm ? (extension.has(c) ? 2 : 1) : c.length;
    if (used + width > multi) {
      segments++;
      used = 0;
    }
    used += width;
  }
  return {
    encoding,
    characters: chars.length,
    units,
    segments,
    perSegment: multi,
    remaining: multi - used,
  };
}

/** The cost of a send in whole UGX: parts x recipients x the price of one part. */
export function smsCostUgx(segments: number, recipients: number, pricePerSegment: number): number {
  return Math.round(segments * recipients * pricePerSegment);
}

/**
 * Uganda's mobile numbers, as stored (E.164): +256 then 7 and eight digits
 * (MTN, Airtel, Lyca and the others all number from 7). Landlines (+256 3 or 4)
 * and other countries get no SMS.
 */
export const UGANDA_MOBILE = /^\+2567\d{8}$/;
export const isUgandanMobile = (e164: string | null | undefined): boolean =>
  !!e164 && UGANDA_MOBILE.test(e164);
