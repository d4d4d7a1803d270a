import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import {
  PREGNANCY_MESSAGES,
  addDays,
  outcomeProblem,
  ugandaDate,
  type Baby,
  type Customer,
  type Pregnancy,
} from '@app/contract';
import { bodiesSent, makeCustomer, ok } from '../../../test/fixtures';
import { enterDate } from '../../../test/date-input';
import { makeSession, renderApp, mockFetch } from '../../../test/render';
import { PregnancySection } from './pregnancy-section';
import { lmp, makePregnancy } from '../test-fixtures';

/** DD-MM-YYYY, as the screens show a YYYY-MM-DD day. */
const shown = (day: string) => day.split('-').reverse().join('-');
const born = addDays(ugandaDate(), -1);

const baby = (id: number, b: Partial<Baby>): Baby => ({
  id,
  customer_id: 7,
  pregnancy_id: 5,
  name: null,
  sex: 'Female',
  birth_weight_grams: 3000,
  born_on: born,
  age: '1 day',
  ...b,
});

/** The section, the API answering an outcome as recorded; `onRecorded` the profile's refresh. */
function renderSection(customer: Customer, onRecorded = vi.fn()) {
  let pregnancies: Pregnancy[] = [makePregnancy()];
  let babies: Baby[] = [];
  const fetch = mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (init.method === 'POST' && path === '/api/v1/pregnancy/5/outcome') {
      const body = JSON.parse(String(init.body)) as {
        kind: 'birth' | 'loss';
        date: string;
        place: string;
        babies: Partial<Baby>[];
      };
      const ended = body.kind === 'birth' ? 'delivered' : 'lost';
      pregnancies = [
        makePregnancy({
          status: ended,
          outcome: body.kind,
          outcome_date: body.date,
          outcome_place: body.place,
        }),
      ];
      babies = body.babies.map((b, i) => baby(10 + i, b));
      return ok({ customer_id: 7, pregnancy: pregnancies[0], babies }, 201);
    }
    if (path.endsWith('/babies')) return ok(babies);
    return ok(pregnancies);
  });
  const utils = renderApp('/c', {
    session: makeSession(),
    routes: [
      {
        path: '/c',
        element: <PregnancySection customer={customer} onOutcomeRecorded={onRecorded} />,
      },
    ],
  });
  return { ...utils, fetch, onRecorded };
}

const section = () => screen.findByRole('region', { name: 'Pregnancy' });

afterEach(() => vi.restoreAllMocks());

describe('recording a pregnancy outcome (issue 42)', { timeout: 30_000 }, () => {
  it('records twins with their weights: the babies show, the profile refreshes', async () => {
    const { user, fetch, onRecorded } = renderSection(makeCustomer());
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Record outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record outcome' });
    enterDate(/^Date of birth/, shown(born));

    // a weight out of range: the contract's words, nothing sent
    const first = within(dialog).getByRole('group', { name: 'Baby 1' });
    await user.click(within(first).getByRole('combobox', { name: /Baby 1: sex/ }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await user.type(within(first).getByRole('textbox', { name: /Birth weight/ }), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add a baby (twins)' }));
    const second = within(dialog).getByRole('group', { name: 'Baby 2' });
    await user.click(within(second).getByRole('combobox', { name: /Baby 2: sex/ }));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.type(within(second).getByRole('textbox', { name: /Birth weight/ }), '2650');
    await user.type(within(second).getByRole('textbox', { name: /Name/ }), 'Waswa');
    await user.click(within(dialog).getByRole('button', { name: 'Save outcome' }));
    expect(await within(dialog).findByText(PREGNANCY_MESSAGES.birthWeight)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /outcome$/)).toHaveLength(0);

    const weight = within(first).getByRole('textbox', { name: /Birth weight/ });
    await user.clear(weight);
    await user.type(weight, '2400');
    await user.click(within(dialog).getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText(PREGNANCY_MESSAGES.outcomeRecorded)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /outcome$/)).toEqual([
      {
        kind: 'birth',
        date: born,
        place: 'Mulago Hospital',
        babies: [
          { name: null, sex: 'Female', birth_weight_grams: 2400 },
          { name: 'Waswa', sex: 'Male', birth_weight_grams: 2650 },
        ],
        notes: null,
        updated_at: '2026-11-01T07:00:00.000Z',
      },
    ]);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.headers).toHaveProperty('idempotency-key', expect.any(String));
    expect(onRecorded).toHaveBeenCalledTimes(1);

    expect(
      await within(region).findByText(`Delivered on ${shown(born)} at Mulago Hospital`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    const list = await within(region).findByRole('region', { name: 'Babies' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Baby · Female · born ${shown(born)} · 1 day · 2,400 g`,
      `Waswa · Male · born ${shown(born)} · 1 day · 2,650 g`,
    ]);
    expect(within(region).queryByRole('button', { name: 'Record outcome' })).toBeNull();
  });

  it('records a loss: no babies, notes instead; a birth needs a baby', async () => {
    const { user, fetch } = renderSection(makeCustomer());
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Record outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record outcome' });
    // a birth with its one row removed is not possible: the row stays
    expect(within(dialog).getByRole('button', { name: 'Remove baby 1' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Loss' }));
    expect(within(dialog).queryByRole('group', { name: 'Baby 1' })).toBeNull();
    enterDate(/^Date of the loss/, shown(born));
    await user.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Miscarriage');
    await user.click(within(dialog).getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText(PREGNANCY_MESSAGES.outcomeRecorded)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /outcome$/)).toEqual([
      expect.objectContaining({ kind: 'loss', babies: [], notes: 'Miscarriage' }),
    ]);
    expect(
      await within(region).findByText(`Ended on ${shown(born)} (loss)`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('refuses a birth before her LMP with the contract’s words', async () => {
    const { user, fetch } = renderSection(makeCustomer());
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Record outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record outcome' });
    await user.click(within(dialog).getByRole('combobox', { name: /Baby 1: sex/ }));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Birth weight/ }), '3100');
    const early = addDays(lmp, -1);
    enterDate(/^Date of birth/, shown(early));
    await user.click(within(dialog).getByRole('button', { name: 'Save outcome' }));
    const words = outcomeProblem('birth', early, ugandaDate(), lmp)!;
    await waitFor(() => expect(within(dialog).getByText(words)).toBeInTheDocument());
    expect(bodiesSent(fetch, 'POST', /outcome$/)).toHaveLength(0);
  });
});
