// The depth guard of JSON bodies, on its own: the request's event loop and
// the JSON worker (json-worker.ts) both run it, so it imports nothing.

/**
 * The deepest nesting of arrays and objects a JSON body may have. The
 * deepest body any form sends is a few levels (a nurse with its work and
 * academics lists); 32 leaves room and matches the NUL guard's walk.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The position in `text` where its brackets (outside strings) first nest
 * deeper than `max`, or -1. One pass over the text, stopping at the first
 * bracket too many: a megabyte of `[` costs microseconds, not the second
 * JSON.parse spends building (or failing on) half a million arrays.
 */
export function tooDeepAt(text: string, max = MAX_JSON_DEPTH): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // A string is skipped to its closing quote in one search, not a
      // character at a time: a 15 MB statement inside a body took 40 ms
      // of the event loop here (issue 36). A quote is escaped when an odd
      // number of backslashes stands right before it.
      let end = text.indexOf('"', i + 1);
      for (; end >= 0; end = text.indexOf('"', end + 1)) {
        let slashes = 0;
        while (end - slashes - 1 > i && text.charCodeAt(end - slashes - 1) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
      }
      if (end < 0) return -1;
      i = end;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return i;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return -1;
}

export const TOO_DEEP = 'The request body is nested too deeply';
