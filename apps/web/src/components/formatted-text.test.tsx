import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { DateText } from './date-text';
import { Money } from './money';
import { PhoneText } from './phone-text';

describe('formatted text', () => {
  it('shows money, phone numbers and dates in the contract formats', () => {
    renderWithProviders(
      <>
        <Money amount={250000} />
        <Money amount={null} />
        <PhoneText phone="0772123456" />
        <PhoneText phone="+256772123456" link />
        <DateText value="2025-03-01T10:00:00Z" />
        <DateText value={null} />
      </>,
    );
    expect(screen.getByText('UGX 250,000')).toBeInTheDocument();
    expect(screen.getByText('UGX missing')).toBeInTheDocument();
    expect(screen.getByText('(077) 212-3456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+256 772 123 456' })).toHaveAttribute(
      'href',
      'tel:+256772123456',
    );
    expect(screen.getByText('01-03-2025')).toHaveAttribute('datetime', '2025-03-01T10:00:00.000Z');
    expect(screen.getByText('Not Available')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Delete Nurse Profile?"
        text="The profile will be hidden from lists."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete Nurse Profile?' })).toHaveTextContent(
      'The profile will be hidden from lists.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('disables both buttons while busy', () => {
    renderWithProviders(
      <ConfirmDialog open busy title="Confirm upload?" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
