import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeNurse, makeNurseListItem } from '../test-fixtures';

const LAZY = { timeout: 15_000 };
const approved = makeNurseListItem({
  id: 1,
  first_name: 'Ruth',
  last_name: 'Approved',
  verified: true,
});
const waiting = makeNurseListItem({ id: 12, first_name: 'Esther', last_name: 'Waiting' });

function api() {
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/careteam$/,
      (url) => ok(url.searchParams.get('status') === 'true' ? [approved] : [waiting]),
    ],
    ['GET', /^\/api\/v1\/careteam\/12$/, () => ok(makeNurse({ id: 12, first_name: 'Esther' }))],
    ['GET', /^\/api\/v1\/portal\/jobcard\/nurse\/12$/, () => ok({ rows: [], count: 0 })],
  ]);
}

const asked = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/v1/careteam?'));

describe('nurses screen tabs', { timeout: 30_000 }, () => {
  it("?tab=unapproved (Home's link) opens the Unapproved tab, and it stays while a profile is open", async () => {
    const fetch = api();
    const { user } = renderApp('/nurses/list?tab=unapproved', { session: makeSession() });
    const tab = await screen.findByRole('tab', { name: 'Unapproved' }, LAZY);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Unapproved nurses' });
    expect(asked(fetch)).toEqual(['/api/v1/careteam?status=false&offset=0&limit=40']);

    // The rows are drawn in a transition just after the list answers.
    await user.click(await within(list).findByRole('link', { name: /Esther Waiting/ }));
    expect(await screen.findByRole('region', { name: 'Nurse summary' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unapproved' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('?tab=approved and a missing or unknown tab open Approved', async () => {
    for (const url of ['/nurses/list?tab=approved', '/nurses/list', '/nurses/list?tab=other']) {
      const fetch = api();
      const { unmount } = renderApp(url, { session: makeSession() });
      const tab = await screen.findByRole('tab', { name: 'Approved' }, LAZY);
      expect(tab, url).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('list', { name: 'Approved nurses' })).toBeInTheDocument();
      expect(asked(fetch), url).toEqual(['/api/v1/careteam?status=true&offset=0&limit=40']);
      unmount();
    }
  });
});

describe('the nurse list beside a profile at a desk (issue 38)', { timeout: 30_000 }, () => {
  const wide = window.innerWidth;
  afterEach(() => {
    window.innerWidth = wide;
  });
  const list = () => screen.queryByRole('region', { name: 'Nurse list' });

  it('steps aside at 1280 px while Nurse Jobs is open, so all its columns fit', async () => {
    window.innerWidth = 1280;
    api();
    const { user } = renderApp('/nurses/list/12', { session: makeSession() });
    await user.click(await screen.findByRole('tab', { name: 'Nurse Jobs' }, LAZY));
    expect(await screen.findByRole('table', { name: 'My Jobs' })).toBeInTheDocument();
    expect(list()).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('region', { name: 'Nurse list' })).toBeInTheDocument();

    // Shown by hand, it stays beside the jobs.
    await user.click(screen.getByRole('tab', { name: 'Nurse Jobs' }));
    await user.click(screen.getByRole('button', { name: 'Show nurse list' }));
    expect(list()).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'My Jobs' })).toBeInTheDocument();
  });

  it('stays beside the jobs on a window wide enough for both', async () => {
    window.innerWidth = 1600;
    api();
    const { user } = renderApp('/nurses/list/12', { session: makeSession() });
    await user.click(await screen.findByRole('tab', { name: 'Nurse Jobs' }, LAZY));
    expect(await screen.findByRole('table', { name: 'My Jobs' })).toBeInTheDocument();
    expect(list()).toBeInTheDocument();
  });
});
