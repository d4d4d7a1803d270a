import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { API, API_BASE, MSG } from '@app/contract';
import { paths } from '../config/paths';

// Every route's error element (issue 21): never React Router's developer page.

/** A lazily loaded screen whose file is gone (a release since the tab opened) or unreachable. */
const CHUNK_ERRORS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
];

export function isChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name}: ${error.message}`;
  return CHUNK_ERRORS.some((pattern) => pattern.test(text));
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** When the app last reloaded itself for a missing file, per tab. */
export const RELOAD_KEY = 'care.chunk-reload-at';
/** Within this time of the last one, no second reload: it did not help, so it never loops. */
const RELOAD_GUARD_MS = 60_000;
let reloading = false;

/** The page reload, through an object tests can spy on. */
export const appWindow = { reload: () => window.location.reload() };

/** Tests start each case afresh. */
export function resetReloadState() {
  reloading = false;
}

/** Reloads the app for a missing file, unless it did so just now; true when it reloads. */
export function reloadOnce(): boolean {
  if (reloading) return true;
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false; // no storage, no guard: never reload
  }
  reloading = true;
  appWindow.reload();
  return true;
}

/** Vite's own signal that a screen's files failed to load: the same reload, once (main.tsx). */
export function watchPreloadErrors(): () => void {
  const onPreloadError = (event: Event) => {
    if (!isOffline() && reloadOnce()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

/** Whether the server answers at all: a missing file or a dead connection. */
async function serverAnswers(): Promise<boolean> {
  try {
    await fetch(`${API_BASE}${API.health.live}`, { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

type Kind = 'checking' | 'offline' | 'reloading' | 'stale' | 'other';

function firstKind(error: unknown): Kind {
  if (reloading) return 'reloading';
  if (isOffline()) return 'offline';
  return isChunkError(error) ? 'checking' : 'other';
}

function ErrorFrame({
  title,
  text,
  icon,
  children,
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box component="section" role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      {icon}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {text ? <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text}</Typography> : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {children}
      </Box>
    </Box>
  );
}

const reload = () => appWindow.reload();

/** The error element of every route: offline, a missing screen file, or anything else. */
export function RouteError() {
  const error = useRouteError();
  const [kind, setKind] = useState<Kind>(() => firstKind(error));

  useEffect(() => {
    if (kind !== 'checking') return;
    let live = true;
    void serverAnswers().then((answers) => {
      if (!live) return;
      if (!answers) setKind('offline');
      else setKind(reloadOnce() ? 'reloading' : 'stale');
    });
    return () => {
      live = false;
    };
  }, [kind]);

  if (kind === 'checking' || kind === 'reloading') {
    return (
      <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (kind === 'offline') {
    return (
      <ErrorFrame
        title={MSG.offline}
        text="This screen needs a connection to load. Check the network, then try again."
        icon={<CloudOffIcon sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />}
      >
        <Button variant="contained" onClick={() => (isOffline() ? setKind('offline') : reload())}>
          Retry
        </Button>
      </ErrorFrame>
    );
  }
  const goHome = (
    <Button component={Link} to={paths.home} reloadDocument variant="outlined">
      Go to Home
    </Button>
  );
  if (kind === 'stale') {
    return (
      <ErrorFrame
        title="This screen could not be loaded"
        text="A new version of the app may be out. Reload to get it."
      >
        <Button variant="contained" onClick={reload}>
          Reload
        </Button>
        {goHome}
      </ErrorFrame>
    );
  }
  const status = isRouteErrorResponse(error) ? ` (${error.status})` : '';
  return (
    <ErrorFrame
      title={`Something went wrong${status}`}
      text="This screen could not be shown. Your saved work is safe."
    >
      {goHome}
    </ErrorFrame>
  );
}

/** Gives every route (and every child route) the error element, unless it has its own. */
export function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.index
      ? { ...route, errorElement: route.errorElement ?? <RouteError /> }
      : {
          ...route,
          errorElement: route.errorElement ?? <RouteError />,
          children: route.children && withErrorElements(route.children),
        },
  );
}
