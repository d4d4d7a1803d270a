import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeMessage } from '../sms-test-fixtures';
import { makeCareTip, makeNotification } from '../test-fixtures';

/** The screens load lazily: the first render of a file waits for the chunk. */
const LAZY = { timeout: 15_000 };

function api() {
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/sendcomms\/sendNotificationToTopic$/,
      () => ok({ rows: [makeNotification()], count: 1 }),
    ],
    ['GET', /^\/api\/v1\/healthtips$/, () => ok({ rows: [makeCareTip()], count: 1 })],
    ['GET', /^\/api\/v1\/sms\/messages$/, () => ok({ rows: [makeMessage()], count: 1 })],
  ]);
}

describe('communication screen', { timeout: 30_000 }, () => {
  it('opens on Push Notifications: the compose form and the history', async () => {
    api();
    renderApp('/communication', { session: makeSession() });
    const tabs = await screen.findByRole('tablist', { name: 'Communication' }, LAZY);
    expect(within(tabs).getByRole('tab', { name: 'Push Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'New push notification' })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Sent notifications' });
    expect(await within(history).findByText('Clinic hours this week')).toBeInTheDocument();
  });

  it('Health care info is its own tab, kept in ?tab=', async () => {
    api();
    const { user, router } = renderApp('/communication', { session: makeSession() });
    await user.click(await screen.findByRole('tab', { name: 'Health care info' }, LAZY));
    expect(router.state.location.search).toBe('?tab=tips');
    const tips = await screen.findByRole('table', { name: 'Health tips' });
    expect(await within(tips).findByText('Keep the cord clean and dry')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Sent notifications' })).not.toBeInTheDocument();
  });

  it('a link to ?tab=tips opens Health care info', async () => {
    api();
    const { router } = renderApp('/home', { session: makeSession() });
    await router.navigate('/communication?tab=tips');
    expect(await screen.findByRole('table', { name: 'Health tips' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Health care info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('SMS is its own tab (issue 24), kept in ?tab=: the composer and the history of messages', async () => {
    api();
    const { user, router } = renderApp('/communication', { session: makeSession() });
    await user.click(await screen.findByRole('tab', { name: 'SMS' }, LAZY));
    expect(router.state.location.search).toBe('?tab=sms');
    expect(screen.getByRole('heading', { name: 'New SMS' })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Sent messages' });
    expect(
      await within(history).findByText('Your nurse arrives at 9am tomorrow.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'New push notification' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Sent notifications' })).not.toBeInTheDocument();
  });
});
