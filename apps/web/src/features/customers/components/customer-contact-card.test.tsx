import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, ugandaDate, type Customer } from '@app/contract';
import { makeCustomer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CustomerContactCard } from './customer-contact-card';

// Issue 20: the profile says whether a push can reach the customer; the API
// no longer sends her token or activation code, so the card shows neither.
function renderCard(canPush: boolean, more: Partial<Customer> = {}) {
  renderWithProviders(
    <CustomerContactCard
      customer={makeCustomer({ can_push: canPush, ...more })}
      actions={null}
      uploading={false}
      onUploadPicture={async () => undefined}
      onMessage={() => undefined}
    />,
  );
}

describe('CustomerContactCard', { timeout: 30_000 }, () => {
  it('says the customer can receive push when her app registered a device', () => {
    renderCard(true);
    expect(screen.getByText('Push notifications')).toBeInTheDocument();
    expect(screen.getByText('Can receive push')).toBeInTheDocument();
    expect(screen.queryByText(/Activation code/i)).toBeNull();
  });

  it('says she cannot when no device is registered', () => {
    renderCard(false);
    expect(screen.getByText('Cannot receive push (no device registered)')).toBeInTheDocument();
  });

  it('shows her date of birth with her age in completed years (issue 42)', () => {
    // 17 years and some days ago in Kampala (17 x 365 + 10 days: past the 4 or 5 leap days)
    const dob = addDays(ugandaDate(), -(17 * 365 + 10));
    renderCard(false, { date_of_birth: dob });
    const [y, m, d] = dob.split('-');
    expect(screen.getByText(`${d}-${m}-${y} (age 17)`)).toBeInTheDocument();
  });
});
