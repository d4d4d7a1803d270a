import { useEffect, useState } from 'react';

export const APP_NAME = 'Care Back-office';

/**
 * The browser tab's title (issue 21): "<record> · <Screen>" while a record is
 * open ("Grace Namuli · Nurses"), "<Screen> · Care Back-office" otherwise.
 */
export function documentTitle(screen: string, record?: string | null): string {
  return record ? `${record} · ${screen}` : `${screen} · ${APP_NAME}`;
}

type Entry = { title: string; record: boolean };
// The titles the mounted screens ask for, in the order they were mounted.
const entries = new Map<symbol, Entry>();

function show() {
  const all = [...entries.values()];
  // An open record (a profile inside its list screen, a dialog over it) names
  // the tab before the screen around it; otherwise the latest screen does.
  const shown = all.findLast((e) => e.record) ?? all.at(-1);
  document.title = shown?.title ?? APP_NAME;
}

/**
 * Names the browser tab after the screen, and the record when one is open
 * (`record` null or undefined while it loads). One call at the top of each screen.
 */
export function useDocumentTitle(screen: string, record?: string | null): void {
  const [key] = useState(() => Symbol('document title'));
  const title = documentTitle(screen, record);
  const hasRecord = !!record;
  // A screen keeps its place in the order while its record loads or changes.
  useEffect(() => {
    entries.set(key, { title, record: hasRecord });
    show();
  }, [key, title, hasRecord]);
  useEffect(
    () => () => {
      entries.delete(key);
      show();
    },
    [key],
  );
}

/** The hook as an element, for routes whose screens belong to no one feature (sign-in, 404). */
export function DocumentTitle({ screen, record }: { screen: string; record?: string | null }) {
  useDocumentTitle(screen, record);
  return null;
}
