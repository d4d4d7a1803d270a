// Long texts handled a piece at a time (a statement stored, hashed or read: issue 36).

/** Cuts a text into pieces of about `size` characters, never inside a character. */
export function piecesOf(text: string, size = 256 * 1024): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < text.length;) {
    let end = Math.min(at + size, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    pieces.push(text.slice(at, end));
    at = end;
  }
  return pieces;
}
