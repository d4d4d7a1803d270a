import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsCard } from './settings-card';

// The frame Admin's settings cards share (issue 41): a region named by its
// title, the setting once read, its error or a placeholder until then.
const card = (setting: { isError: boolean; error: unknown; data: string | undefined }) =>
  render(
    <SettingsCard
      id="demo"
      title="Demo setting"
      intro="What the setting does"
      setting={setting}
      loadingHeight={40}
      footer={<p>Under the setting</p>}
    >
      {(value) => <p>Value: {value}</p>}
    </SettingsCard>,
  );

describe('SettingsCard', () => {
  it('is a region named by its title, with the setting once read and the footer under it', () => {
    card({ isError: false, error: null, data: 'on' });
    const region = screen.getByRole('region', { name: 'Demo setting' });
    expect(region).toHaveTextContent('What the setting does');
    expect(region).toHaveTextContent('Value: on');
    expect(region.textContent!.indexOf('Value: on')).toBeLessThan(
      region.textContent!.indexOf('Under the setting'),
    );
  });

  it('says why when the setting cannot be read, and shows no form', () => {
    card({ isError: true, error: new Error('The server could not be reached'), data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(screen.queryByText(/^Value:/)).toBeNull();
  });

  it('shows a placeholder while the setting loads', () => {
    const { container } = card({ isError: false, error: null, data: undefined });
    expect(container.querySelector('.MuiSkeleton-root')).not.toBeNull();
    expect(screen.queryByText(/^Value:/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
