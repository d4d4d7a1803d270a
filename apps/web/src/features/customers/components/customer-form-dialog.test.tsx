import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_LETTERS_HINT, PHONE_LONG_HINT } from '@app/contract';
import { bodiesSent, failed, makeCustomer, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CustomerFormDialog } from './customer-form-dialog';

const STALE = 'This record was changed by someone else; reload it and try again';

function renderForm(customer?: ReturnType<typeof makeCustomer>, put?: () => Response) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/places$/, () => ok([])],
    [
      'POST',
      /^\/api\/v1\/customer$/,
      () =>
        ok({ customer: makeCustomer(), booking: { id: 1, docId: 'BK-1', status: 'Pending' } }, 201),
    ],
    ['PUT', /^\/api\/v1\/customer\/7$/, () => put?.() ?? ok(makeCustomer())],
  ]);
  const onClose = vi.fn();
  const utils = renderWithProviders(
    <CustomerFormDialog open customer={customer} onClose={onClose} />,
  );
  return { ...utils, fetch, onClose };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillRequired(user: UserEvent, opts: { consent?: boolean } = {}) {
  await fill(user, field(/^First name/), 'Amina');
  await fill(user, field(/^Last name/), 'Nakato');
  await fill(user, field(/^Phone number/), '0772 123 456');
  await fill(user, screen.getByRole('combobox', { name: /^Address/ }), 'Plot 4, Ntinda Road');
  if (opts.consent !== false) {
    await user.click(screen.getByRole('combobox', { name: /^Consent given/ }));
    await user.click(await screen.findByRole('option', { name: 'By phone' }));
  }
  await user.click(screen.getByRole('combobox', { name: /^Product/ }));
  await user.click(await screen.findByRole('option', { name: 'Prepared mama bag' }));
}

describe('CustomerFormDialog', { timeout: 30_000 }, () => {
  it('an empty submit shows each required message, toasts and sends nothing', async () => {
    const { user, fetch } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Add Customer' });
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    // first name, last name, address, and the order's product
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(4);
    expect(field(/^First name/)).toHaveAccessibleDescription('Field is required');
    expect(screen.getByRole('combobox', { name: /^Product/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // issue 26: how consent was given is required on the staff form
    expect(within(dialog).getByText('Choose how consent was given')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requires how consent was given (issue 26): without it nothing is sent', async () => {
    const { user, fetch, onClose } = renderForm();
    await fillRequired(user, { consent: false });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    const consent = screen.getByRole('combobox', { name: /^Consent given/ });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose how consent was given')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /customer$/)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    // the choices are the contract's; choosing one sends it
    await user.click(consent);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['In the app', 'By phone', 'In person']);
    await user.click(screen.getByRole('option', { name: 'In person' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer profile created')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /customer$/)).toEqual([
      expect.objectContaining({ consent_method: 'in_person' }),
    ]);
  });

  it('counts the phone number to 14 and explains a wrong one', async () => {
    const { user } = renderForm();
    expect(screen.getByText('0/14')).toBeInTheDocument();
    await user.type(field(/^Phone number/), '12345');
    await user.tab();
    expect(screen.getByText('5/14')).toBeInTheDocument();
    await waitFor(() =>
      expect(field(/^Phone number/)).toHaveAccessibleDescription(
        'Enter a Ugandan mobile number, e.g. 0772 123 456 5/14',
      ),
    );
    await user.clear(field(/^Phone number/));
    await waitFor(() =>
      expect(field(/^Phone number/)).toHaveAccessibleDescription('Phone number is required 0/14'),
    );
    await user.type(field(/^Phone number/), '0772123456');
    expect(screen.getByText('10/14')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument(),
    );
    await user.type(field(/^Phone number/), '1234567');
    await waitFor(() =>
      expect(field(/^Phone number/)).toHaveAccessibleDescription(`${PHONE_LONG_HINT} 17/14`),
    );
    // letters say so, not that the number is too long (issue 38)
    await user.clear(field(/^Phone number/));
    await user.type(field(/^Phone number/), '0772 abc 456');
    await waitFor(() =>
      expect(field(/^Phone number/)).toHaveAccessibleDescription(`${PHONE_LETTERS_HINT} 12/14`),
    );
  });

  it('creates: the profile with its order object, as the contract reads it', async () => {
    const { user, fetch, onClose } = renderForm();
    await fillRequired(user);
    await fill(user, field(/^Shipment type/), 'Home delivery');
    await user.click(screen.getByRole('combobox', { name: /^Children/ }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Customer profile created')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodiesSent(fetch, 'POST', /customer$/)).toEqual([
      {
        firstname: 'Amina',
        lastname: 'Nakato',
        phonenumber: '+256772123456',
        alternate_number: null,
        email: null,
        gender: null,
        children: 2,
        company: null,
        occupation: null,
        address: 'Plot 4, Ntinda Road',
        latitude: null,
        longitude: null,
        contry: 'Uganda, East Africa',
        date_of_birth: null,
        station: null,
        preferred_language: 'en',
        consent_method: 'phone',
        order: {
          order: 'Prepared mama bag',
          address: null,
          shippment_type: 'Home delivery',
          requested_by: null,
          category: null,
        },
      },
    ]);
    const init = fetch.mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    expect((init?.headers as Record<string, string>)['idempotency-key']).toBeTruthy();
  });

  it('edits: the profile, the type and updatedAt; no order', async () => {
    const customer = makeCustomer({ date_of_birth: '1990-05-04' });
    const { user, fetch } = renderForm(customer);
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Product/ })).not.toBeInTheDocument();
    await user.clear(field(/^Occupation/));
    await fill(user, field(/^Occupation/), 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Customer profile updated')).toBeInTheDocument();
    const [body] = bodiesSent(fetch, 'PUT', /customer\/7$/);
    expect(body).toMatchObject({
      firstname: 'Amina',
      phonenumber: '+256772123456',
      occupation: 'Nurse',
      user_type: 'parent',
      // issue 42: her date of birth goes back as it was
      date_of_birth: '1990-05-04',
      updatedAt: customer.updatedAt,
    });
    expect(body).not.toHaveProperty('order');
    expect(body).not.toHaveProperty('consent_method');
    expect(screen.queryByRole('combobox', { name: /^Consent given/ })).not.toBeInTheDocument();
  });

  it('shows the 409 message of a stale edit and keeps the values', async () => {
    const { user, onClose } = renderForm(makeCustomer(), () => failed(409, STALE));
    await user.clear(field(/^Occupation/));
    await fill(user, field(/^Occupation/), 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(field(/^Occupation/)).toHaveValue('Nurse');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offline, the save is refused with "No internet connection" and the form keeps its values', async () => {
    const { user, fetch, onClose } = renderForm();
    await fillRequired(user);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No internet connection')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /customer$/)).toHaveLength(0);
    expect(field(/^First name/)).toHaveValue('Amina');
    expect(onClose).not.toHaveBeenCalled();
  });
});
