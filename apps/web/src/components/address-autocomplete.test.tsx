import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ok, routeFetch } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { AddressAutocomplete, type Coordinates } from './address-autocomplete';

const KISAASI = {
  label: 'Kisaasi, Nakawa Division, Kampala',
  address: 'Kisaasi, Nakawa Division, Kampala, Uganda',
  latitude: 0.366,
  longitude: 32.601,
  kind: 'neighbourhood',
};

function Harness({ onChange }: { onChange: (a: string, c: Coordinates | null) => void }) {
  const [value, setValue] = useState('');
  return (
    <AddressAutocomplete
      label="Address"
      value={value}
      onChange={(address, coordinates) => {
        setValue(address);
        onChange(address, coordinates);
      }}
    />
  );
}

describe('AddressAutocomplete', { timeout: 30_000 }, () => {
  it('asks /places from 2 characters, once typing pauses, and a pick brings coordinates', async () => {
    const fetch = routeFetch([['GET', /^\/api\/v1\/places$/, () => ok([KISAASI])]]);
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Address' });

    await user.type(input, 'K');
    await new Promise((r) => setTimeout(r, 400));
    expect(fetch).not.toHaveBeenCalled();

    await user.type(input, 'is');
    await user.click(await screen.findByRole('option', { name: /Kisaasi, Nakawa Division/ }));
    // One call for the paused term, not one per key.
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/places?q=Kis&limit=8');
    expect(onChange).toHaveBeenLastCalledWith(KISAASI.address, {
      latitude: KISAASI.latitude,
      longitude: KISAASI.longitude,
    });
    expect(input).toHaveValue(KISAASI.address);

    // Typing makes it a free address again: the coordinates are cleared.
    await user.type(input, ' B');
    expect(onChange).toHaveBeenLastCalledWith(`${KISAASI.address} B`, null);
  });

  it('keeps a free address when nothing matches', async () => {
    routeFetch([['GET', /^\/api\/v1\/places$/, () => ok([])]]);
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Address' });
    await user.type(input, 'Plot 4, Bukoto Street');
    await waitFor(() => expect(input).toHaveValue('Plot 4, Bukoto Street'));
    expect(onChange).toHaveBeenLastCalledWith('Plot 4, Bukoto Street', null);
  });
});
