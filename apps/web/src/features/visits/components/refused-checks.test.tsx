import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VISIT_EXCEPTION_MESSAGES } from '@app/contract';
import { bodiesSent, failed, makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { REFUSED_PAGE } from './refused-checks';
import { DECIDED, OPEN, makeException } from './refused-checks-fixtures';

// Issue 37: Visit exceptions, Refused checks: a check refused (unknown phone,
// another nurse's visit, not a day of the visit, twice) is kept for an ADMIN
// to approve or reject, once, with a reason; other staff read them.

const LAZY = { timeout: 15_000 };

type Api = { decide?: () => Response; openCount?: number };

function api({ decide, openCount }: Api = {}) {
  let open = OPEN;
  return routeFetch([
    [
      'GET',
      /^\/api\/v1\/visits\/exceptions$/,
      (url) => {
        const rows = url.searchParams.get('state') === 'decided' ? DECIDED : open;
        return ok({ rows, count: openCount && rows === open ? openCount : rows.length });
      },
    ],
    [
      'POST',
      /^\/api\/v1\/visits\/exceptions\/71\/decision$/,
      (_url, init) => {
        const answer = decide?.();
        if (answer) return answer;
        const body = JSON.parse(String(init.body)) as { decision: 'approved'; reason: string };
        open = OPEN.slice(1);
        return ok(makeException({ decision: body.decision, decisionReason: body.reason }));
      },
    ],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(makeJobCard({ id: 31 }))],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/nurses$/, () => ok([])],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/timeline$/, () => ok([])],
  ]);
}

async function open(session = makeSession('ADMIN'), path = '/visits/days?tab=refused') {
  const utils = renderApp(path, { session });
  const list = await screen.findByRole('list', { name: 'Refused checks needing a decision' }, LAZY);
  return { ...utils, list };
}

const STRANGER = '01-10-2026 08:04';
const row = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });
const asked = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/visits/exceptions')
    .map((url) => Object.fromEntries(url.searchParams));

describe('Visit exceptions: Refused checks', { timeout: 60_000 }, () => {
  it('Visit exceptions opens on Days without proof; Refused checks is a tab kept in ?tab=', async () => {
    api();
    const { user, router } = renderApp('/visits/days', { session: makeSession('ADMIN') });
    expect(
      await screen.findByRole('heading', { name: 'Visit exceptions' }, LAZY),
    ).toBeInTheDocument();
    const sections = screen.getByRole('tablist', { name: 'Visit exceptions' });
    expect(within(sections).getByRole('tab', { name: 'Days without proof' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(sections).getByRole('tab', { name: 'Refused checks' }));
    expect(
      await screen.findByRole('list', { name: 'Refused checks needing a decision' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refused checks' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=refused');
    expect(document.title).toBe('Visit exceptions · Care Back-office');
  });

  it('lists the refused checks: when and how, who to call, what was sent, why, the visit named', async () => {
    const fetch = api();
    const { list } = await open();
    expect(screen.getByText('2 refused checks need a decision')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const twice = row(list, `${STRANGER}, Esther Namubiru, Sent twice`);
    expect(twice).toBe(items[0]);
    expect(twice).toHaveTextContent('by SMS');
    expect(within(twice).getByRole('link', { name: '+256 772 555 111' })).toHaveAttribute(
      'href',
      'tel:+256772555111',
    );
    expect(twice).toHaveTextContent('“IN 4821”');
    expect(twice).toHaveTextContent('Check-in, code 4821');
    expect(twice).toHaveTextContent('CC-2026-000301, Thu 01-10-2026');
    expect(within(twice).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(twice).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const stranger = row(
      list,
      '30-09-2026 20:10, +256 700 111 222, Not a nurse’s registered phone',
    );
    expect(stranger).toHaveTextContent('Unknown sender');
    expect(stranger).toHaveTextContent('by USSD');
    expect(stranger).toHaveTextContent('Check-out, code 1234');
    expect(within(stranger).queryByRole('button', { name: /^CC-/ })).not.toBeInTheDocument();

    expect(asked(fetch)).toEqual([{ state: 'open', offset: '0', limit: String(REFUSED_PAGE) }]);
  });

  it('the care card opens its job card', async () => {
    api();
    const { list, user } = await open();
    const twice = row(list, `${STRANGER}, Esther Namubiru, Sent twice`);
    await user.click(within(twice).getByRole('button', { name: 'CC-2026-000301' }));
    expect(await screen.findByRole('dialog', { name: /^Job card CC-/ }, LAZY)).toBeVisible();
  });

  it('pages like the other lists: a page of 20, the page in ?page=', async () => {
    const fetch = api({ openCount: 45 });
    const { user, router } = await open();
    const pages = screen.getByRole('navigation', { name: 'Pages of refused checks' });
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(asked(fetch).at(-1)).toEqual({ state: 'open', offset: '20', limit: '20' }),
    );
    expect(router.state.location.search).toBe('?tab=refused&page=2');
    // Another list starts at its first page.
    await user.click(screen.getByRole('tab', { name: 'Decided' }));
    await screen.findByRole('list', { name: 'Decided checks' });
    expect(router.state.location.search).toBe('?tab=refused&state=decided');
    expect(asked(fetch).at(-1)).toEqual({ state: 'decided', offset: '0', limit: '20' });
  });

  it('an ADMIN approves with a reason: POST with the body, a toast, the list again', async () => {
    const fetch = api();
    const { list, user } = await open();
    const twice = row(list, `${STRANGER}, Esther Namubiru, Sent twice`);
    await user.click(within(twice).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the refused check?' });
    expect(dialog).toHaveTextContent('Esther Namubiru · CC-2026-000301');
    expect(dialog).toHaveTextContent('“IN 4821” by SMS, 01-10-2026 08:04: Sent twice');
    expect(dialog).toHaveTextContent('It records no check-in or check-out');

    // The reason is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Approve check' }));
    expect(await within(dialog).findByText('Say why')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Approve check' }));
    expect(
      await within(dialog).findByText('Say why in a few words (at least 3 characters)'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /\/visits\/exceptions\//)).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      ' She pressed send twice ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve check' }));
    expect(await screen.findByText('Refused check approved')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /\/visits\/exceptions\/71\/decision$/)).toEqual([
      { decision: 'approved', reason: 'She pressed send twice' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('1 refused check needs a decision')).toBeInTheDocument();
  });

  it('decided meanwhile by another ADMIN: the 409 is shown in the dialog, the list reloads', async () => {
    const message = VISIT_EXCEPTION_MESSAGES.decided('rejected', 'John Okello');
    const fetch = api({ decide: () => failed(409, message) });
    const { list, user } = await open();
    const twice = row(list, `${STRANGER}, Esther Namubiru, Sent twice`);
    await user.click(within(twice).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the refused check?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not her visit');
    await user.click(within(dialog).getByRole('button', { name: 'Reject check' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This exception was already rejected by John Okello',
    );
    expect(dialog).toBeVisible();
    await waitFor(() => expect(asked(fetch)).toHaveLength(2));
  });

  it('other staff read them, with a note that an ADMIN decides', async () => {
    api();
    const { list } = await open(makeSession('STAFF'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/An ADMIN decides these checks/)).toBeVisible();
    expect(within(list).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
  });

  it('Decided lists the decision, why and by whom, with nothing left to decide', async () => {
    api();
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: 'Decided' }));
    const list = await screen.findByRole('list', { name: 'Decided checks' });
    expect(screen.getByText('1 refused check decided')).toBeInTheDocument();
    const decided = row(list, `${STRANGER}, Esther Namubiru, Not a day of the visit`);
    expect(decided).toHaveTextContent('Rejected');
    expect(decided).toHaveTextContent('She was off that day');
    expect(decided).toHaveTextContent('By John Okello, 02-10-2026');
    expect(
      within(decided).queryByRole('button', { name: /Approve|Reject/ }),
    ).not.toBeInTheDocument();
  });

  it('says when nothing needs a decision', async () => {
    routeFetch([['GET', /^\/api\/v1\/visits\/exceptions$/, () => ok({ rows: [], count: 0 })]]);
    renderApp('/visits/days?tab=refused', { session: makeSession('ADMIN') });
    expect(
      await screen.findByText('No refused check needs a decision.', undefined, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('0 refused checks need a decision')).toBeInTheDocument();
  });
});
