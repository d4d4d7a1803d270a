import { useCallback } from 'react';
import type { SectionTab } from '../../../components/section-tabs';
import { useUrlParams } from '../../../lib/use-url-params';

// Visit exceptions keeps its section in ?tab= (Days without proof, Refused
// checks); inside a section, the list shown (Needs a decision / Decided) is
// ?state= and the page ?page=, so a reload or a shared link opens the same
// list. Changing section drops both (useTabParam writes ?tab= alone).

/** The list ?state= asks for, or `fallback`; a new state starts at its first page. */
export function useStateParam<K extends string>(tabs: readonly SectionTab<K>[], fallback: K) {
  const [params, update] = useUrlParams();
  const asked = params.get('state');
  const state = tabs.find((t) => t.key === asked)?.key ?? fallback;
  const setState = useCallback(
    (next: K) =>
      update((p) => {
        p.set('state', next);
        p.delete('page');
      }),
    [update],
  );
  return [state, setState] as const;
}

/** The page ?page= asks for (from 1), and how to change it (page 1 leaves no ?page=). */
export function usePageParam() {
  const [params, update] = useUrlParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const setPage = useCallback(
    (next: number) =>
      update((p) => {
        if (next > 1) p.set('page', String(next));
        else p.delete('page');
      }),
    [update],
  );
  return [page, setPage] as const;
}
