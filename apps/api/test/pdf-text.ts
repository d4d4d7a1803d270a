import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF the API made, read by pdftotext (Debian's poppler-utils).
 * `npm test` installs it before vitest runs (scripts/ensure-chromium.sh); a
 * bare `npx vitest run` on a machine without it fails these tests with the
 * way to install it, not with a bare ENOENT.
 */
export function pdfText(file: string, options: { layout?: boolean } = {}): string {
  const args = [...(options.layout ? ['-layout'] : []), file, '-'];
  try {
    return execFileSync('pdftotext', args, { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    throw new Error(
      'pdftotext is not installed, and the PDF tests read the job card with it: ' +
        'run `sudo bash scripts/ensure-chromium.sh` (Debian: apt-get install poppler-utils), ' +
        'or `npm test`, which runs that script before vitest',
      { cause: err },
    );
  }
}
