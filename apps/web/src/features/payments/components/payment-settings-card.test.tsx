import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentSettings } from '@app/contract';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { NO_PUBLIC_URL, PaymentSettingsCard, STAND_IN_WORDS } from './payment-settings-card';

// Issue 43: Admin sees who prompts each network's phones and the address to
// give the provider for its callbacks.

const open = (settings: PaymentSettings) => {
  routeFetch([['GET', /^\/api\/v1\/admin\/payments$/, () => ok(settings)]]);
  return renderApp('/', {
    session: makeSession('ADMIN'),
    routes: [{ path: '/', element: <PaymentSettingsCard /> }],
  });
};

describe('Admin: payment prompts', { timeout: 30_000 }, () => {
  it('MTN by its API with the callback address, Airtel by the stand-in', async () => {
    const url = 'https://care.example.ug/api/v1/payments/callback/mtn/k3y';
    open({
      networks: [
        { network: 'MTN', provider: 'mtn', callbackUrl: url },
        { network: 'Airtel', provider: 'stand-in', callbackUrl: null },
      ],
      keyConfigured: true,
    });
    await screen.findByText('MTN MoMo numbers');
    const card = screen.getByRole('region', { name: 'Payment prompts' });
    expect(card).toHaveTextContent(`Callback address: ${url}`);
    expect(card).toHaveTextContent(STAND_IN_WORDS);
    expect(card).not.toHaveTextContent('PAYMENT_CALLBACK_KEY');
  });

  it('says why there is no callback address, and where the key comes from', async () => {
    open({
      networks: [
        { network: 'MTN', provider: 'mtn', callbackUrl: null },
        { network: 'Airtel', provider: 'airtel', callbackUrl: null },
      ],
      keyConfigured: false,
    });
    await screen.findByText('Airtel Money numbers');
    const card = screen.getByRole('region', { name: 'Payment prompts' });
    expect(card).toHaveTextContent(NO_PUBLIC_URL);
    expect(card).toHaveTextContent('set PAYMENT_CALLBACK_KEY');
  });
});
