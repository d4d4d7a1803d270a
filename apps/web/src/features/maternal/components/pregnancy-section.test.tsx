import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import {
  addDays,
  eddFromLmp,
  lmpFromEdd,
  ugandaDate,
  type Customer,
  type Pregnancy,
} from '@app/contract';
import { bodiesSent, makeCustomer, ok } from '../../../test/fixtures';
import { dateValue, enterDate } from '../../../test/date-input';
import { makeSession, renderApp, mockFetch } from '../../../test/render';
import { lmp, makePregnancy } from '../test-fixtures';
import { PregnancySection } from './pregnancy-section';

/** DD-MM-YYYY, as the date field shows a YYYY-MM-DD day. */
const shown = (day: string) => day.split('-').reverse().join('-');

/** The section on a page of its own, the API answering from `list` (a save adds to it). */
function renderSection(customer: Customer, initial: Pregnancy[] = [], dateOfBirth?: string | null) {
  let list = initial;
  const fetch = mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body = init.body ? (JSON.parse(String(init.body)) as Partial<Pregnancy>) : {};
    if (path.endsWith('/babies')) return ok([]);
    if (init.method === 'POST' && path === '/api/v1/customer/7/pregnancies') {
      list = [makePregnancy({ ...body, id: 6 })];
      return ok(list[0], 201);
    }
    if (init.method === 'PATCH' && path === '/api/v1/pregnancy/5') {
      list = [makePregnancy({ ...body, updated_at: '2026-11-30T07:00:00.000Z' })];
      return ok(list[0]);
    }
    return ok(list);
  });
  const utils = renderApp('/c', {
    session: makeSession(),
    routes: [
      {
        path: '/c',
        element: <PregnancySection customer={customer} dateOfBirth={dateOfBirth} />,
      },
    ],
  });
  return { ...utils, fetch };
}

const section = () => screen.findByRole('region', { name: 'Pregnancy' });

afterEach(() => vi.restoreAllMocks());

describe('the pregnancy section (issue 42)', { timeout: 30_000 }, () => {
  it('registers a pregnancy by LMP: the EDD fills in, and the facts show', async () => {
    const { user, fetch } = renderSection(makeCustomer());
    const region = await section();
    expect(await within(region).findByText('No ongoing pregnancy recorded.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Register pregnancy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register pregnancy' });

    enterDate(/^Last menstrual period/, shown(lmp));
    await waitFor(() => expect(dateValue(/^Expected delivery date/)).toBe(shown(eddFromLmp(lmp))));
    expect(within(dialog).getByText('20+3 weeks today')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Gravida' }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Parity' }), '3');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hypertension' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Where she plans to deliver' }),
      'Mulago Hospital',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(/Parity must be less than gravida/)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /pregnancies$/)).toHaveLength(0);

    const parity = within(dialog).getByRole('textbox', { name: 'Parity' });
    await user.clear(parity);
    await user.type(parity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Pregnancy registered')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /pregnancies$/)).toEqual([
      {
        lmp,
        edd: eddFromLmp(lmp),
        gravida: 3,
        parity: 2,
        risks: ['hypertension'],
        risk_notes: null,
        facility: 'Mulago Hospital',
      },
    ]);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.headers).toHaveProperty('idempotency-key', expect.any(String));

    expect(await within(region).findByText('20+3 weeks')).toBeInTheDocument();
    expect(within(region).getByText('G3 P2')).toBeInTheDocument();
    expect(within(region).getByText(shown(eddFromLmp(lmp)))).toBeInTheDocument();
    expect(within(region).getByText('Hypertension')).toBeInTheDocument();
    expect(within(region).getByText('Mulago Hospital')).toBeInTheDocument();
  });

  it('edits the ongoing one by EDD: the LMP follows, and the version goes with it', async () => {
    const { user, fetch } = renderSection(makeCustomer(), [
      makePregnancy(),
      makePregnancy({ id: 2, lmp: '2023-01-10', edd: '2023-10-17', status: 'delivered' }),
    ]);
    const region = await section();
    expect(await within(region).findByText(/EDD 17-10-2023 \(LMP 10-01-2023\)/)).toHaveTextContent(
      'Delivered',
    );
    await user.click(within(region).getByRole('button', { name: 'Edit pregnancy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pregnancy' });
    const edd = addDays(eddFromLmp(lmp), 7);
    enterDate(/^Expected delivery date/, shown(edd));
    await waitFor(() => expect(dateValue(/^Last menstrual period/)).toBe(shown(lmpFromEdd(edd))));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Pregnancy updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PATCH', /pregnancy\/5$/)).toEqual([
      expect.objectContaining({
        lmp: lmpFromEdd(edd),
        edd,
        updated_at: '2026-11-01T07:00:00.000Z',
      }),
    ]);
  });

  it('shows her age risk beside the recorded ones when her date of birth is known', async () => {
    const dob = addDays(ugandaDate(), -(17 * 366));
    renderSection(makeCustomer(), [makePregnancy({ risks: ['hiv'] })], dob);
    const region = await section();
    expect(await within(region).findByText('HIV')).toBeInTheDocument();
    expect(within(region).getByText('Age: under 18')).toBeInTheDocument();
  });

  it('is shown to a man only when he has a pregnancy on record; read-only once erased', async () => {
    const man = makeCustomer({ gender: 'Male', user_type: 'other' });
    const { fetch, unmount } = renderSection(man);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pregnancy' })).toBeNull());
    unmount();

    renderSection({ ...man, erased_at: '2026-11-20T07:00:00.000Z' }, [makePregnancy()]);
    const region = await section();
    expect(await within(region).findByText('20+3 weeks')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /pregnancy/i })).toBeNull();
  });
});
