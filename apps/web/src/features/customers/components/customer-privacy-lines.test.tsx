import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, formatDate, type Customer } from '@app/contract';
import { bodiesSent, failed, makeCustomer, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { useCustomer } from '../api/get-customer';
import { CustomerContactCard } from './customer-contact-card';
import { consentText } from './customer-privacy-lines';

// Issue 26: the profile shows how consent was given, by whom and when, and
// one click objects to marketing (health tips, group SMS) or allows it again.

const AT = '2026-11-20T08:15:00.000Z';

/** The contact card of customer 7 as the profile shows it: from the customer's query. */
function Profile() {
  const query = useCustomer(7);
  return query.data ? (
    <CustomerContactCard
      customer={query.data}
      actions={null}
      uploading={false}
      onUploadPicture={async () => undefined}
      onMessage={() => undefined}
    />
  ) : null;
}

function renderProfile(customer: Customer, put = (objected: boolean) => ok(answer(objected))) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/customer\/7$/, () => ok(customer)],
    [
      'PUT',
      /^\/api\/v1\/privacy\/customer\/7\/objection$/,
      (_url, init) => put((JSON.parse(String(init.body)) as { objected: boolean }).objected),
    ],
  ]);
  return { ...renderWithProviders(<Profile />), fetch };
}

const answer = (objected: boolean) => ({
  subjectKind: 'customer',
  subjectId: 7,
  marketingObjectedAt: objected ? AT : null,
});

describe('consent on the profile', () => {
  it('says how, by whom and when, or that it was not recorded', async () => {
    renderProfile(
      makeCustomer({ consent_method: 'phone', consent_at: AT, consent_by: 'Front Desk' }),
    );
    expect(
      await screen.findByText(`By phone · recorded by Front Desk on ${formatDate(AT)}`),
    ).toBeInTheDocument();
    expect(consentText(makeCustomer())).toBe('Not recorded');
    expect(
      consentText(makeCustomer({ consent_method: 'in_person', consent_at: AT, consent_by: null })),
    ).toBe(`In person · recorded on ${formatDate(AT)}`);
  });
});

describe('objection to marketing', { timeout: 30_000 }, () => {
  it('one click objects, shows since when and toasts; another allows it again', async () => {
    const { user, fetch } = renderProfile(makeCustomer());
    expect(await screen.findByText('Health tips and group SMS allowed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Object to marketing' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.objected)).toBeInTheDocument();
    expect(
      await screen.findByText(`Objected since ${formatDate(AT)}: no health tips, no group SMS`),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /objection$/)).toEqual([{ objected: true }]);

    await user.click(screen.getByRole('button', { name: 'Allow marketing again' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.objectionWithdrawn)).toBeInTheDocument();
    expect(await screen.findByText('Health tips and group SMS allowed')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /objection$/)).toEqual([
      { objected: true },
      { objected: false },
    ]);
  });

  it('says why when the server refuses, and the line stays as it was', async () => {
    const refusal = 'The device could not be taken out of the health tips: unavailable';
    const { user } = renderProfile(makeCustomer(), () => failed(502, refusal));
    await user.click(await screen.findByRole('button', { name: 'Object to marketing' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText('Health tips and group SMS allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Object to marketing' })).toBeEnabled();
  });

  it('an erased customer has neither line', async () => {
    renderProfile(makeCustomer({ erased_at: AT }));
    expect(await screen.findByText('Push notifications')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Marketing' })).toBeNull();
    expect(screen.queryByText('Consent')).toBeNull();
  });
});
