import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { renderApp } from '../test/render';
import {
  RELOAD_KEY,
  appWindow,
  isChunkError,
  resetReloadState,
  watchPreloadErrors,
  withErrorElements,
} from './route-error';
import { routes } from './router';

const CHUNK =
  'Failed to fetch dynamically imported module: http://localhost/assets/finance-screen-B1a2.js';

function Broken({ error }: { error: Error }): never {
  throw error;
}

/** A screen that throws `error` at /broken, with the app's error elements. */
const brokenRoutes = (error: Error): RouteObject[] =>
  withErrorElements([
    { path: '/', element: <p>Home page</p> },
    { path: '/broken', element: <Broken error={error} /> },
  ]);

function setup() {
  // React and React Router report a caught error on the console; here that is expected.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return vi.spyOn(appWindow, 'reload').mockImplementation(() => {});
}

const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);

beforeEach(() => resetReloadState());
afterEach(() => resetReloadState());

describe('route error element', () => {
  it('every route of the app has an error element', () => {
    const missing: string[] = [];
    const walk = (list: RouteObject[], at: string) =>
      list.forEach((route, i) => {
        const name = `${at}/${route.path ?? `#${i}`}`;
        if (!route.errorElement) missing.push(name);
        if (route.children) walk(route.children, name);
      });
    walk(routes, '');
    expect(missing).toEqual([]);
  });

  it('offline: says No internet connection with Retry, which reloads once back online', async () => {
    const reload = setup();
    const online = offline(true);
    const { user } = renderApp('/broken', { routes: brokenRoutes(new TypeError(CHUNK)) });
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeVisible();
    expect(screen.queryByText(/Hey developer|Unexpected Application Error/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk error while the server cannot be reached counts as offline', async () => {
    const reload = setup();
    offline(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/broken', { routes: brokenRoutes(new TypeError(CHUNK)) });
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a screen file gone after a release reloads the app once, never in a loop', async () => {
    const reload = setup();
    offline(false);
    const health = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', health);
    const first = renderApp('/broken', { routes: brokenRoutes(new TypeError(CHUNK)) });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(health).toHaveBeenCalledWith('/api/v1/health', { cache: 'no-store' });
    expect(Number(sessionStorage.getItem(RELOAD_KEY))).toBeGreaterThan(0);
    first.unmount();

    // After the reload the file is still missing: a message, not a second reload.
    resetReloadState();
    const { user } = renderApp('/broken', {
      routes: brokenRoutes(new Error('Importing a module script failed.')),
    });
    expect(
      await screen.findByRole('heading', { name: 'This screen could not be loaded' }),
    ).toBeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('anything else: a plain message and a way home', async () => {
    const reload = setup();
    offline(false);
    renderApp('/broken', { routes: brokenRoutes(new Error('x is undefined')) });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/x is undefined|Hey developer/)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("Vite's preload error reloads once online, and is left to the screen offline", () => {
    const reload = setup();
    const online = offline(true);
    const stop = watchPreloadErrors();
    const fire = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fire()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    expect(fire()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    resetReloadState();
    expect(fire()).toBe(false); // the guard: no second reload within the minute
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('knows the browsers’ words for a missing chunk', () => {
    expect(isChunkError(new TypeError(CHUNK))).toBe(true);
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(
      isChunkError(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })),
    ).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
