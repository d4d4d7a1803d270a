import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_STATION_LABEL, STATIONS } from '@app/contract';
import { bodiesSent, makeCustomer, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CustomerContactCard } from './customer-contact-card';
import { CustomerFormDialog } from './customer-form-dialog';

// Issue 42: the station that looks after a customer (by which the Care due
// worklist is read): chosen on her form from the finance stations, or none;
// shown on her profile.

function renderEdit(station: string | null) {
  const customer = makeCustomer({ station });
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/places$/, () => ok([])],
    ['PUT', /^\/api\/v1\/customer\/7$/, () => ok(customer)],
  ]);
  const utils = renderWithProviders(
    <CustomerFormDialog open customer={customer} onClose={() => undefined} />,
  );
  return { ...utils, fetch };
}

const stationField = () => screen.getByRole('combobox', { name: /^Station/ });

describe('a customer’s station (issue 42)', { timeout: 30_000 }, () => {
  it('offers the stations, or none; the one chosen is sent', async () => {
    const { user, fetch } = renderEdit(null);
    await user.click(stationField());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', ...STATIONS]);
    await user.click(screen.getByRole('option', { name: 'Mutungo' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Customer profile updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /customer\/7$/)).toEqual([
      expect.objectContaining({ station: 'Mutungo' }),
    ]);
  });

  it('keeps her station on an edit, and None clears it', async () => {
    const { user, fetch } = renderEdit('Kikubo');
    expect(stationField()).toHaveTextContent('Kikubo');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Customer profile updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /customer\/7$/)[0]).toMatchObject({ station: 'Kikubo' });

    await user.click(stationField());
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await expect.poll(() => bodiesSent(fetch, 'PUT', /customer\/7$/)).toHaveLength(2);
    expect(bodiesSent(fetch, 'PUT', /customer\/7$/)[1]).toMatchObject({ station: null });
  });

  it('shows her station on the profile, "No station" when none', () => {
    const card = (station: string | null) =>
      renderWithProviders(
        <CustomerContactCard
          customer={makeCustomer({ station })}
          actions={null}
          uploading={false}
          onUploadPicture={async () => undefined}
          onMessage={() => undefined}
        />,
      );
    const { unmount } = card('Nassana');
    const item = (region: HTMLElement) => within(region).getByText('Station').closest('dl')!;
    expect(item(screen.getByRole('region', { name: 'Contact card' }))).toHaveTextContent(
      'StationNassana',
    );
    unmount();
    card(null);
    expect(item(screen.getByRole('region', { name: 'Contact card' }))).toHaveTextContent(
      `Station${NO_STATION_LABEL}`,
    );
  });
});
