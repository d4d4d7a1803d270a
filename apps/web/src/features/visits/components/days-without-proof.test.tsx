import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VISIT_PROOF_MESSAGES, type OpenDay, type VisitDay } from '@app/contract';
import { bodiesSent, failed, makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';

// Issue 37: Days without proof, where an ADMIN approves (paid) or rejects (not paid) a day.

const LAZY = { timeout: 15_000 };

function makeDay(overrides: Partial<OpenDay> = {}): OpenDay {
  return {
    nurseJobId: 301,
    day: '2026-10-01',
    proof: 'open',
    checkIn: { at: '2026-10-01T05:04:00.000Z', channel: 'sms', distanceM: null },
    checkOut: null,
    decision: null,
    nurseId: 12,
    nurseName: 'Esther Namubiru',
    nursePhone: '+256772555111',
    jobCardId: 31,
    careCardNumber: 'CC-2026-000301',
    clientName: 'Amina Nakato',
    shift: 'Day',
    rate: 20_000,
    ...overrides,
  };
}

const OPEN = [
  makeDay(),
  makeDay({
    day: '2026-10-02',
    checkIn: null,
    checkOut: { at: '2026-10-02T14:02:00.000Z', channel: 'ussd', distanceM: 40 },
  }),
  makeDay({
    nurseJobId: 302,
    day: '2026-10-05',
    checkIn: null,
    nurseName: 'Grace Namuli',
    nursePhone: '+256701234567',
    jobCardId: 32,
    careCardNumber: 'CC-2026-000302',
    clientName: null,
    shift: 'Night',
  }),
];

const DECIDED = [
  makeDay({
    proof: 'rejected',
    decision: {
      decision: 'rejected',
      reason: 'The client says nobody came',
      byName: 'John Okello',
      at: '2026-10-09T07:00:00.000Z',
    },
  }),
];

const jobDay = (day: string, proof: VisitDay['proof']): VisitDay => ({
  nurseJobId: 301,
  day,
  proof,
  checkIn: null,
  checkOut: null,
  decision: null,
});
const JOB_DAYS = [
  jobDay('2026-09-29', 'checked'),
  jobDay('2026-09-30', 'checked'),
  jobDay('2026-10-01', 'open'),
  jobDay('2026-10-02', 'open'),
];

function api(put?: () => Response) {
  let open = OPEN;
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/visits\/days$/,
      (url) => ok(url.searchParams.get('state') === 'decided' ? DECIDED : open),
    ],
    ['GET', /^\/api\/v1\/visits\/jobs\/301\/days$/, () => ok(JOB_DAYS)],
    [
      'PUT',
      /^\/api\/v1\/visits\/days\/301\/2026-10-01$/,
      () => {
        const answer = put?.();
        if (answer) return answer;
        open = OPEN.slice(1);
        const days = JOB_DAYS.map((d) =>
          d.day === '2026-10-01' ? { ...d, proof: 'approved' } : d,
        );
        return ok({
          checked: 2,
          approved: 1,
          rejected: 0,
          open: 1,
          notRequired: 0,
          payDays: 3,
          payAmount: 60_000,
          days,
        });
      },
    ],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(makeJobCard({ id: 31 }))],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/nurses$/, () => ok([])],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/timeline$/, () => ok([])],
  ]);
}

async function open(session = makeSession('ADMIN'), path = '/visits/days') {
  const utils = renderApp(path, { session });
  const list = await screen.findByRole('list', { name: 'Days needing a decision' }, LAZY);
  return { ...utils, list };
}

const row = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });

describe('Days without proof', { timeout: 60_000 }, () => {
  it('lists the open days: nurse to call, care card, client, day, shift and what proof there is', async () => {
    api();
    const { list } = await open();
    expect(screen.getByRole('heading', { name: 'Days without proof' })).toBeVisible();
    expect(screen.getByText('3 days need a decision')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const first = row(list, 'Esther Namubiru, CC-2026-000301, Thu 01-10-2026');
    expect(within(first).getByRole('link', { name: '+256 772 555 111' })).toHaveAttribute(
      'href',
      'tel:+256772555111',
    );
    expect(within(first).getByRole('button', { name: 'CC-2026-000301' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Amina Nakato');
    expect(first).toHaveTextContent('Day shift');
    expect(first).toHaveTextContent('Check-in only');
    expect(first).toHaveTextContent('in 08:04 by SMS');

    const second = row(list, 'Esther Namubiru, CC-2026-000301, Fri 02-10-2026');
    expect(second).toHaveTextContent('Check-out only');
    expect(second).toHaveTextContent('out 17:02 by USSD, 40 m from the address');

    const third = row(list, 'Grace Namuli, CC-2026-000302, Mon 05-10-2026');
    expect(third).toHaveTextContent('No check-in or check-out');
    expect(third).toHaveTextContent('Night shift');
    expect(within(third).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('the care card opens its job card', async () => {
    api();
    const { list, user } = await open();
    const first = row(list, 'Esther Namubiru, CC-2026-000301, Thu 01-10-2026');
    await user.click(within(first).getByRole('button', { name: 'CC-2026-000301' }));
    expect(await screen.findByRole('dialog', { name: /^Job card CC-/ }, LAZY)).toBeVisible();
  });

  it('an ADMIN approves a day with a reason: PUT with the body, a toast, the list again', async () => {
    const fetch = api();
    const { list, user } = await open();
    const first = row(list, 'Esther Namubiru, CC-2026-000301, Thu 01-10-2026');
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Thu 01-10-2026?' });
    expect(dialog).toHaveTextContent('Check-in only (in 08:04 by SMS)');
    expect(dialog).toHaveTextContent('The day is paid (UGX 20,000)');
    expect(
      await within(dialog).findByText(
        "This job's 4 days: 2 checked in and out · 2 no proof: needs a decision",
      ),
    ).toBeInTheDocument();

    // The reason is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Approve day' }));
    expect(
      await within(dialog).findByText('Say why (the nurse and the auditor will read it)'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Approve day' }));
    expect(
      await within(dialog).findByText('Say why in a few words (at least 3 characters)'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /\/visits\/days\//)).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      '  Phone lost; the client confirms the visit ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve day' }));
    expect(await screen.findByText(VISIT_PROOF_MESSAGES.decided('approved'))).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /\/visits\/days\/301\/2026-10-01$/)).toEqual([
      { decision: 'approved', reason: 'Phone lost; the client confirms the visit' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('2 days need a decision')).toBeInTheDocument();
  });

  it("a refused decision shows the API's reason in the dialog", async () => {
    const message = VISIT_PROOF_MESSAGES.paid('PB-2026-000005');
    api(() => failed(409, message));
    const { list, user } = await open();
    const first = row(list, 'Esther Namubiru, CC-2026-000301, Thu 01-10-2026');
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Thu 01-10-2026?' });
    expect(dialog).toHaveTextContent('The day is not paid: the job pays UGX 20,000 less.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Nobody came');
    await user.click(within(dialog).getByRole('button', { name: 'Reject day' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(dialog).toBeVisible();
  });

  it('other staff see the days read-only, with a note that an ADMIN decides', async () => {
    api();
    const { list } = await open(makeSession('STAFF'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/An ADMIN decides these days/)).toBeVisible();
    expect(within(list).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
  });

  it('the Decided tab lists decided days with the decision, why and by whom', async () => {
    const fetch = api();
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: 'Decided' }));
    const list = await screen.findByRole('list', { name: 'Decided days' });
    const day = row(list, 'Esther Namubiru, CC-2026-000301, Thu 01-10-2026');
    expect(day).toHaveTextContent('Rejected: not paid');
    expect(day).toHaveTextContent('The client says nobody came');
    expect(day).toHaveTextContent('By John Okello, 09-10-2026');
    // An ADMIN may change their mind while the job is unpaid.
    expect(within(day).getByRole('button', { name: 'Approve instead' })).toBeInTheDocument();
    expect(within(day).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    const states = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/visits/days')
      .map((url) => url.searchParams.get('state'));
    expect(states).toEqual(['open', 'decided']);
  });
});
