import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMS_REPLY_MESSAGES, type SmsReply } from '@app/contract';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { BirthsReportedCard } from './births-reported-card';
import { SmsRepliesSection } from './sms-replies-section';

// Issue 42: what a customer sent us by SMS, on her profile, with a reply to
// mark answered; and the births reported, listed above Care due.

const reply = (overrides: Partial<SmsReply> = {}): SmsReply => ({
  id: 1,
  phone: '+256772123456',
  text: 'Can the nurse come at 9?',
  outcome: 'reply',
  customerId: 7,
  customerName: 'Amina Nakato',
  nurseId: null,
  nurseName: null,
  pregnancyId: null,
  open: true,
  answeredAt: null,
  answeredByName: null,
  receivedAt: '2026-12-01T06:30:00.000Z',
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('SMS from her (issue 42)', () => {
  it('lists her replies and marks one answered', async () => {
    let rows = [reply(), reply({ id: 2, text: 'STOP', outcome: 'stop', open: false })];
    const fetch = routeFetch([
      ['GET', /^\/api\/v1\/sms\/replies$/, () => ok({ rows, count: rows.length })],
      [
        'POST',
        /^\/api\/v1\/sms\/reply\/1\/answered$/,
        () => {
          rows = rows.map((r) =>
            r.id === 1 ? { ...r, open: false, answeredAt: '2026-12-01T07:00:00.000Z' } : r,
          );
          return ok(rows[0]);
        },
      ],
    ]);
    const { user } = renderApp('/c', {
      session: makeSession(),
      routes: [{ path: '/c', element: <SmsRepliesSection customerId={7} /> }],
    });
    const section = await screen.findByRole('region', { name: 'SMS from her' });
    expect(await within(section).findByText('“Can the nurse come at 9?”')).toBeInTheDocument();
    expect(within(section).getByText('STOP: no SMS')).toBeInTheDocument();
    // only the open reply can be marked
    const buttons = within(section).getAllByRole('button', { name: /^Mark answered/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    expect(await screen.findByText(SMS_REPLY_MESSAGES.answered)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: /^Mark answered/ })).toBeNull(),
    );
    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/sms/replies');
    expect(asked?.searchParams.get('customerId')).toBe('7');
  });

  it('is hidden when she sent none', async () => {
    const fetch = routeFetch([
      ['GET', /^\/api\/v1\/sms\/replies$/, () => ok({ rows: [], count: 0 })],
    ]);
    renderApp('/c', {
      session: makeSession(),
      routes: [{ path: '/c', element: <SmsRepliesSection customerId={7} /> }],
    });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'SMS from her' })).toBeNull());
  });
});

describe('births reported by SMS (issue 42)', () => {
  it('lists each open report with a link to her profile', async () => {
    const rows = [reply({ text: 'BABY', outcome: 'birth_reported', pregnancyId: 4 })];
    const fetch = routeFetch([['GET', /^\/api\/v1\/sms\/replies$/, () => ok({ rows, count: 1 })]]);
    renderApp('/c', {
      session: makeSession(),
      routes: [{ path: '/c', element: <BirthsReportedCard /> }],
    });
    const card = await screen.findByRole('region', { name: 'Births reported by SMS' });
    expect(within(card).getByText(/1 birth reported by SMS/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Amina Nakato' })).toHaveAttribute(
      'href',
      '/customers/list/7',
    );
    const asked = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      outcome: 'birth_reported',
      open: 'true',
    });
  });
});
