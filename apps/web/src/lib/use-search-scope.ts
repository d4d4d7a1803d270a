import { useState } from 'react';

/**
 * The tab a list shows while the top-bar search is on (issue 21): a search
 * spans every status, so each new term opens `all`; a tab picked while
 * searching narrows that search; clearing the term gives back `tab`, the
 * list's own tab (from the URL). `pick` records a tab chosen by hand; a list
 * opened on an `explicit` tab (a link to ?status=) keeps it for the term it
 * opens with.
 */
export function useSearchScope<T extends string>(term: string, tab: T, all: T, explicit = false) {
  const [scope, setScope] = useState<{ term: string; picked: T | null }>(() => ({
    term,
    picked: explicit ? tab : null,
  }));
  if (scope.term !== term) setScope({ term, picked: null });
  const picked = scope.term === term ? scope.picked : null;
  const shown: T = term ? (picked ?? all) : tab;
  const pick = (next: T) => setScope({ term, picked: next });
  return [shown, pick] as const;
}
