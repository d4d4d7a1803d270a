/**
 * A Content-Disposition that makes the browser save the file, never show it
 * in the page's origin (issue 39): `attachment`, with the name as typed by
 * whoever uploaded it reduced to safe ASCII for old clients, and whole in
 * `filename*` (RFC 6266 and 8187). Quotes, backslashes and line breaks in a
 * name can neither end the header nor start another.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
