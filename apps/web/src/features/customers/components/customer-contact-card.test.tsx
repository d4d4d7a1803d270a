import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CustomerContactCard } from './customer-contact-card';

// Issue 20: the profile says whether a push can reach the customer; the API
// no longer sends her token or activation code, so the card shows neither.
function renderCard(canPush: boolean) {
  renderWithProviders(
    <CustomerContactCard
      customer={makeCustomer({ can_push: canPush })}
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
});
