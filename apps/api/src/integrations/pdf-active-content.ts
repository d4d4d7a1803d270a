import { inflateSync } from 'node:zlib';

// Issue 39 (security probe): a licence copy is a scan or a printout, never a
// program. A PDF that can act on its own when opened (scripts, an action on
// opening, actions on pages or fields, launching a program, files carried
// inside it, forms that post elsewhere) is refused at upload.

/** The PDF names that make a document act by itself. */
const ACTIVE_NAMES = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
];
/** A name token ends at whitespace or a PDF delimiter. */
const ACTIVE = new RegExp(`/(?:${ACTIVE_NAMES.join('|')})(?=[\\s()<>\\[\\]{}/%]|$)`);
/** The most the streams of one upload are inflated to while looking (a 10 MB file; no bomb). */
const MAX_INFLATED = 64 * 1024 * 1024;
const STREAM = /stream\r?\n/g;

/** `#xx` escapes in names undone, so `/J#61vaScript` reads `/JavaScript`. */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const saysActive = (text: string) => ACTIVE.test(unescapeNames(text));

/**
 * Whether a PDF has active content: in its plain objects, or inside its
 * compressed streams (object streams hide dictionaries there). A stream
 * that does not inflate is a picture or font, not a dictionary: skipped.
 */
export function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (saysActive(text)) return true;
  let inflated = 0;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let body: Buffer;
    try {
      body = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: Math.max(1, MAX_INFLATED - inflated),
      });
    } catch (err) {
      // Past the limit: what cannot be looked at is refused too.
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return true;
      continue;
    }
    inflated += body.length;
    if (saysActive(body.toString('latin1'))) return true;
  }
  return false;
}
