const KEY = /^[a-z]+\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Whether a key has the stores' shape, "<area>/<name>" (file-store.ts): its
 * own module, as both stores check keys and file-store.ts loads the S3 store.
 */
export const isFileKey = (key: string) => KEY.test(key);

/** A key the stores accept: one area, one plain name (never "..", never a path). */
export function assertKey(key: string): void {
  if (!isFileKey(key) || key.includes('..')) throw new Error(`Not a file key: ${key}`);
}
