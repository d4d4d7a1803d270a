import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { watchPreloadErrors } from './app/route-error';
import { createAppRouter } from './app/router';
import { askOtherTabs } from './lib/session';

// A screen's files gone after a release: reload once (issue 21).
watchPreloadErrors();
// A new tab of a user signed in in another tab (this tab's sessionStorage is
// empty): that tab's session, asked before the guards decide (issue 26).
askOtherTabs();
const router = createAppRouter();

// The first render is a transition: React renders it in slices of a few
// milliseconds, so a phone's main thread is never blocked long (issue 21).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
