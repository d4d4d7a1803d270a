import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pwaRegister } from '../test/pwa-register';
import { renderWithProviders } from '../test/render';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  afterEach(() => {
    pwaRegister.needRefresh = false;
  });

  it('stays out of the way while no new version waits', () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload to update' })).not.toBeInTheDocument();
    // Registered from the bundle, asking to be told once it is registered.
    expect(pwaRegister.options?.onRegisteredSW).toBeTypeOf('function');
  });

  it("offers 'Reload to update' for a waiting version, and activates it when chosen", async () => {
    pwaRegister.needRefresh = true;
    const { user } = renderWithProviders(<UpdatePrompt />);
    expect(screen.getByText('A new version of Care Back-office is ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(pwaRegister.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('Later puts the offer away without reloading', async () => {
    pwaRegister.needRefresh = true;
    pwaRegister.updateServiceWorker.mockClear();
    const { user } = renderWithProviders(<UpdatePrompt />);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reload to update' })).not.toBeInTheDocument(),
    );
    expect(pwaRegister.updateServiceWorker).not.toHaveBeenCalled();
  });
});
