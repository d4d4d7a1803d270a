import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's query string as state, changed in place (replace, not a new
 * history entry). `update` applies a change to the params as last changed,
 * not as last rendered: React Router's setSearchParams updater does not queue
 * like setState (remix-run/react-router#14491), so two changes before a render
 * (From, then To on a busy machine) would otherwise keep only the second.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  // A new location (ours or a link's) is the base again; any other render keeps the pending one.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, update] as const;
}
