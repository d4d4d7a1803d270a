import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/date-picker';
import {
  CARE_RECORD_MESSAGES,
  CARE_RECORD_PLACE_LABELS,
  addDays,
  ugandaDate,
  type CareDueItem,
} from '@app/contract';
import { bodiesSent, makeCustomer, makeJobCard, ok, routeFetch } from '../../test/fixtures';
import { makeSession, renderApp } from '../../test/render';

// Issue 42: Customers > Care due, the worklist of contacts and vaccines due
// across customers: its filters as the API's query, its rows, and each row's
// "Book visit" (a job card for her) and "Record done".

const LAZY = { timeout: 15_000 };
const today = ugandaDate();
const shown = (day: string) => day.split('-').reverse().join('-');

const contact: CareDueItem = {
  customer_id: 7,
  customer_name: 'Amina Nakato',
  phonenumber: '+256772123456',
  station: 'Kikubo',
  step: 'anc-20',
  label: 'Antenatal contact at 20 weeks',
  kind: 'antenatal',
  vaccines: [],
  pregnancy_id: 5,
  baby_id: null,
  baby_name: null,
  target: addDays(today, 2),
  dueFrom: addDays(today, -5),
  dueUntil: addDays(today, 5),
  overdueUntil: addDays(today, 40),
  state: 'due',
};
const dose: CareDueItem = {
  ...contact,
  customer_id: 9,
  customer_name: 'Sarah Auma',
  phonenumber: '+256701000111',
  station: null,
  step: 'imm-10w',
  label: '10 weeks vaccines',
  kind: 'immunisation',
  vaccines: ['OPV 2', 'PCV 2'],
  pregnancy_id: null,
  baby_id: 44,
  baby_name: 'Kato',
  dueFrom: addDays(today, -20),
  dueUntil: addDays(today, -6),
  state: 'overdue',
};

function renderWorklist(path = '/customers/care-due') {
  const card = makeJobCard({ id: 90, care_card_number: 'CC-2026-000090' });
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/care-due$/, () => ok({ rows: [contact, dose], count: 2 })],
    ['GET', /^\/api\/v1\/customer\/7$/, () => ok(makeCustomer())],
    ['GET', /^\/api\/v1\/places$/, () => ok([])],
    ['POST', /^\/api\/v1\/portal\/jobcard$/, () => ok(card, 201)],
    ['GET', /^\/api\/v1\/portal\/jobcard\/90$/, () => ok(card)],
    ['POST', /^\/api\/v1\/customer\/9\/care-records$/, () => ok({ id: 3 }, 201)],
  ]);
  return { ...renderApp(path, { session: makeSession() }), fetch };
}

/** The query of each GET /care-due, as sent. */
const listQueries = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/care-due')
    .map((url) => Object.fromEntries(url.searchParams));

async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const wide = window.innerWidth;
afterEach(() => {
  window.innerWidth = wide;
});

describe('Care due (issue 42)', { timeout: 60_000 }, () => {
  it('is a view of Customers; lists each step with her phone, station, window and state', async () => {
    const { fetch } = renderWorklist();
    const table = await screen.findByRole('table', { name: 'Care due' }, LAZY);
    expect(screen.getByRole('tab', { name: 'Care due' })).toHaveAttribute('aria-selected', 'true');
    // the default window: today and 14 days on, the first page
    expect(listQueries(fetch)).toEqual([
      { from: today, to: addDays(today, 14), offset: '0', limit: '40' },
    ]);
    const amina = await within(table).findByRole('row', { name: /Amina Nakato/ });
    expect(within(amina).getByRole('link', { name: 'Amina Nakato' })).toHaveAttribute(
      'href',
      '/customers/list/7',
    );
    expect(within(amina).getByRole('link', { name: /772/ })).toHaveAttribute(
      'href',
      'tel:+256772123456',
    );
    expect(amina).toHaveTextContent('Kikubo');
    expect(amina).toHaveTextContent(
      `Due ${shown(addDays(today, -5))} to ${shown(addDays(today, 5))}`,
    );
    expect(amina).toHaveTextContent('Due');
    const sarah = within(table).getByRole('row', { name: /Sarah Auma/ });
    expect(sarah).toHaveTextContent('10 weeks vaccinesOPV 2, PCV 2 · for Kato');
    expect(sarah).toHaveTextContent('No station');
    expect(sarah).toHaveTextContent('Overdue');
  });

  it('sends the chosen station, kind, state and window to the API', async () => {
    const from = addDays(today, -7);
    const { user, fetch } = renderWorklist(`/customers/care-due?from=${from}&to=${today}`);
    await screen.findByRole('table', { name: 'Care due' }, LAZY);
    expect(listQueries(fetch)[0]).toEqual({ from, to: today, offset: '0', limit: '40' });
    await choose(user, 'Station', 'No station');
    await choose(user, 'Kind', 'Immunisation');
    await choose(user, 'State', 'Overdue');
    await waitFor(() =>
      expect(listQueries(fetch).at(-1)).toEqual({
        from,
        to: today,
        station: 'none',
        kind: 'immunisation',
        state: 'overdue',
        offset: '0',
        limit: '40',
      }),
    );
    // Clear filters: the default window again, nothing else
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(listQueries(fetch).at(-1)).toEqual({
        from: today,
        to: addDays(today, 14),
        offset: '0',
        limit: '40',
      }),
    );
  });

  it('says a window that ends before it starts, and asks nothing', async () => {
    const { fetch } = renderWorklist(`/customers/care-due?from=${today}&to=${addDays(today, -1)}`);
    expect(await screen.findByText(CARE_RECORD_MESSAGES.windowOrder, {}, LAZY)).toBeInTheDocument();
    expect(listQueries(fetch)).toHaveLength(0);
  });

  it('records a dose as done from its row: the step and the baby sent, the list read again', async () => {
    const { user, fetch } = renderWorklist();
    await screen.findByRole('table', { name: 'Care due' }, LAZY);
    await user.click(
      await screen.findByRole('button', {
        name: 'Record done for Sarah Auma: 10 weeks vaccines, Kato',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record done' });
    expect(dialog).toHaveTextContent('Sarah Auma: 10 weeks vaccines · OPV 2, PCV 2 · for Kato');
    await user.click(within(dialog).getByRole('radio', { name: CARE_RECORD_PLACE_LABELS.here }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CARE_RECORD_MESSAGES.recorded)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /care-records$/)).toEqual([
      { step: 'imm-10w', baby_id: 44, date: today, place: 'here', facility: null, notes: null },
    ]);
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
  });

  it('books a visit: the job card form filled in for her, saved, then the card shown', async () => {
    const { user, fetch } = renderWorklist();
    await screen.findByRole('table', { name: 'Care due' }, LAZY);
    await user.click(
      await screen.findByRole('button', {
        name: 'Book visit for Amina Nakato: Antenatal contact at 20 weeks',
      }),
    );
    const form = await screen.findByRole('dialog', { name: 'Add Job Card' }, LAZY);
    expect(form).toHaveTextContent('Amina Nakato');
    // her condition is for staff to say
    await user.click(within(form).getByRole('combobox', { name: /^Main medical disease/ }));
    await user.click(await screen.findByRole('option', { name: 'Others' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job card successfully created')).toBeInTheDocument();
    const customer = makeCustomer();
    expect(bodiesSent(fetch, 'POST', /portal\/jobcard$/)).toEqual([
      expect.objectContaining({
        UserId: 7,
        service: 'checkup',
        patient_name: 'Amina Nakato',
        gender: 'Female',
        start_date: today,
        facility: 'Home',
        medical_condition: 'Others',
        address: customer.address,
        description: `Antenatal contact at 20 weeks. Due ${shown(addDays(today, -5))} to ${shown(addDays(today, 5))}.`,
      }),
    ]);
    // where the card is: it opens, with its number
    expect(
      await screen.findByRole('dialog', { name: /Job card CC-2026-000090/ }, LAZY),
    ).toBeInTheDocument();
  });

  it('shows each step as a card on a phone (390 px), its actions at the foot', async () => {
    window.innerWidth = 390;
    renderWorklist();
    const list = await screen.findByRole('list', { name: 'Care due' }, LAZY);
    expect(screen.queryByRole('table', { name: 'Care due' })).toBeNull();
    const card = await within(list).findByRole('listitem', { name: 'Sarah Auma' });
    expect(card).toHaveTextContent('Overdue');
    expect(within(card).getByRole('link', { name: /701/ })).toHaveAttribute(
      'href',
      'tel:+256701000111',
    );
    expect(within(card).getByRole('button', { name: /^Record done/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Book visit/ })).toBeInTheDocument();
  });
});
