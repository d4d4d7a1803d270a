import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../test/date-picker';
import { bodiesSent, makeCustomer, makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { dateGroup, enterDate } from '../../../test/date-input';
import { renderWithProviders } from '../../../test/render';
import { JobCardFormDialog, type JobCardFormMode } from './job-card-form-dialog';

const NTINDA = {
  label: 'Ntinda, Nakawa Division, Kampala',
  address: 'Ntinda, Nakawa Division, Kampala, Uganda',
  latitude: 0.354,
  longitude: 32.615,
  kind: 'neighbourhood',
};

function renderForm(mode: JobCardFormMode) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/places$/, () => ok([NTINDA])],
    ['POST', /^\/api\/v1\/portal\/jobcard$/, () => ok(makeJobCard(), 201)],
    ['PUT', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(makeJobCard())],
  ]);
  const utils = renderWithProviders(<JobCardFormDialog open mode={mode} onClose={() => {}} />);
  return { ...utils, fetch };
}

/** Puts text in a field at once (typing each key is slow in a form this size). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills the six required fields (SPEC 5). */
async function fillRequired(user: UserEvent) {
  // shown in the contract's words, sent as the wire value 'In home care' (issue 38)
  await choose(user, /^Service/, 'In-home care');
  await choose(user, /^Patient gender/, 'Female');
  await choose(user, /^Main medical disease/, 'Malaria');
  await fill(user, screen.getByRole('textbox', { name: /^Facility/ }), 'Home');
  enterDate(/^Booking date/, '02-03-2025');
  await fill(user, screen.getByRole('combobox', { name: /^Address/ }), 'Ntinda');
  await user.click(await screen.findByRole('option', { name: /Ntinda, Nakawa Division/ }));
}

const save = () => screen.getByRole('button', { name: 'Save' });
const customer = makeCustomer();

describe('JobCardFormDialog', { timeout: 30_000 }, () => {
  it('an empty submit shows each required message, toasts and sends nothing', async () => {
    const { user, fetch } = renderForm({ kind: 'create', customer });
    await user.click(save());
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Add Job Card' });
    // service, patient gender, booking date, facility, main medical disease, address
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(6);
    for (const label of [/^Service/, /^Patient gender/, /^Main medical disease/]) {
      expect(screen.getByRole('combobox', { name: label })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('textbox', { name: /^Facility/ })).toBeInvalid();
    expect(dateGroup(/^Booking date/)).toBeInvalid();
    expect(bodiesSent(fetch, 'POST', /jobcard$/)).toHaveLength(0);
  });

  it('sends the fields with UserId, has_doctor as a boolean and whole UGX amounts', async () => {
    const { user, fetch } = renderForm({ kind: 'create', customer });
    expect(screen.getByText(/Amina Nakato · \+256 772 123 456/)).toBeInTheDocument();
    await fillRequired(user);
    await fill(user, screen.getByRole('textbox', { name: 'Invoice amount' }), '350,000');
    await fill(user, screen.getByRole('textbox', { name: 'Receipt amount' }), 'UGX 120000');
    await user.click(screen.getByRole('switch', { name: 'Has a doctor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Walking' }));
    await fill(user, screen.getByRole('spinbutton', { name: 'Days' }), '7');
    await user.click(save());

    expect(await screen.findByText('Job card successfully created')).toBeInTheDocument();
    const [body] = bodiesSent(fetch, 'POST', /jobcard$/);
    expect(body).toMatchObject({
      UserId: 7,
      service: 'In home care',
      gender: 'Female',
      medical_condition: 'Malaria',
      facility: 'Home',
      start_date: '2025-03-02',
      // Worked out from the booking date and the 7 days: the last of them (issue 37).
      end_date: '2025-03-08',
      address: NTINDA.address,
      latitude: NTINDA.latitude,
      longitude: NTINDA.longitude,
      has_doctor: true,
      pysio_services: ['Walking'],
      care_services: [],
      days: 7,
      nights: null,
      invoice_amount: 350000,
      receipt_amount: 120000,
    });
    expect(body).not.toHaveProperty('status');
    const init = fetch.mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    expect((init?.headers as Record<string, string>)['idempotency-key']).toBeTruthy();
  });

  it('refuses a fractional amount with the contract message and sends nothing', async () => {
    const { user, fetch } = renderForm({ kind: 'create', customer });
    await fill(user, screen.getByRole('textbox', { name: 'Invoice amount' }), '2,500.50');
    await user.click(save());
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Invoice amount' });
    expect(amount).toBeInvalid();
    expect(amount).toHaveAccessibleDescription('Amounts are whole UGX, without cents');
    expect(bodiesSent(fetch, 'POST', /jobcard$/)).toHaveLength(0);
  });

  it('an invalid edit is refused like a create (ruling 14)', async () => {
    const { user, fetch } = renderForm({ kind: 'edit', card: makeJobCard() });
    await user.clear(screen.getByRole('textbox', { name: /^Facility/ }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /jobcard\/31$/)).toHaveLength(0);
  });

  it('an edit sends the fields, updatedAt and a status move chosen from the allowed ones', async () => {
    const card = makeJobCard({ status: 'ongoing' });
    const { user, fetch } = renderForm({ kind: 'edit', card });
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Ongoing', 'Cancelled', 'Completed']);
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Job card updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /jobcard\/31$/)[0]).toMatchObject({
      status: 'completed',
      updatedAt: card.updatedAt,
      invoice_amount: 350000,
      facility: 'Home',
    });
  });
});
