import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/** A thin bar at the very top while any query or mutation runs (SPEC 4 loading flag). */
export function GlobalProgress() {
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <LinearProgress
      aria-label="Loading"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.tooltip + 1 }}
    />
  );
}
