import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession } from '../lib/session';
import { sessionExpired } from '../lib/session-expired';
import { installIntersectionObserver } from './intersection-observer';
import { dropEmotionStyles } from './styles';

// Any console.error fails the test: it throws where it happens and, in case
// the caller swallowed that, the test fails in afterEach.
const consoleErrors: string[] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  const message = format(...args);
  consoleErrors.push(message);
  originalError(...args);
  throw new Error(`console.error: ${message}`);
};

// jsdom has no layout: media queries follow window.innerWidth (min-/max-width only).
function matchMedia(query: string): MediaQueryList {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

// findBy* and waitFor wait up to 10 s, not 1 s: with a file on each core a
// dialog's exit transition, a refetch or forty MUI cards rendering can take
// more than 5 s on a loaded 2-core machine (seen in CI: the orders screen's
// first page). A screen that never shows still fails.
configure({ asyncUtilTimeout: 10_000 });

dropEmotionStyles(document.head);

beforeEach(() => {
  consoleErrors.length = 0;
  window.matchMedia = matchMedia;
  installIntersectionObserver();
});

afterEach(() => {
  cleanup();
  clearSession();
  sessionExpired.hide();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.innerWidth = 1024;
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
  }
});
