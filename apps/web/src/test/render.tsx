import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { Role, Session } from '@app/contract';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { saveSession } from '../lib/session';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity },
      // As the app's client: a save reaches the API client even while offline.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export function makeSession(role: Role = 'STAFF', overrides: Partial<Session> = {}): Session {
  return {
    token: 'test-token-123',
    expiresIn: 60 * 60 * 1000,
    user: { id: 'u1', email: 'amina@care.ug', name: 'Amina Nakato', role },
    mustChangeCredentials: false,
    ...overrides,
  };
}

type RenderAppOptions = {
  session?: Session;
  /** Routes to mount instead of the app's (for components that need a router). */
  routes?: RouteObject[];
  state?: unknown;
};

/** Mounts the app (or given routes) at a URL, with fresh providers. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  if (options.session) saveSession(options.session);
  // A path may carry a query (?tab=...), as the links from Home do.
  const { pathname, search } = new URL(path, 'http://localhost');
  const router = createMemoryRouter(options.routes ?? routes, {
    initialEntries: [{ pathname, search, state: options.state }],
  });
  const queryClient = testQueryClient();
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient, user };
}

/** Renders one element inside the app's providers (no router). */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const queryClient = testQueryClient();
  const user = userEvent.setup({ delay: null });
  const utils = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>, options);
  return { ...utils, queryClient, user };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; the handler sees the URL and the request options. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The JSON body a mocked fetch call was sent. */
export function sentBody(fn: ReturnType<typeof mockFetch>, call = 0): unknown {
  const init = fn.mock.calls[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
