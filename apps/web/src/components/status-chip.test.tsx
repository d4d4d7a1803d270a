import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { chipColors, statusTokens, theme, type ChipColor, type StatusKind } from '../theme';
import { StatusChip, statusColor } from './status-chip';
import { keepStyles } from '../test/styles';

// It asserts colours: emotion's styles stay in the document.
keepStyles();

const cases: Array<[StatusKind, string, ChipColor]> = [
  ['job', 'cancelled', 'red'],
  ['job', 'Canceled', 'red'],
  ['job', 'pending', 'orange'],
  ['job', 'ONGOING', 'blue'],
  ['job', 'completed', 'green'],
  ['job', 'complete', 'green'],
  ['payment', 'Paid', 'lightGreen'],
  ['payment', 'UnPaid', 'red'],
  ['payment', 'Pending', 'orange'],
  ['shopOrder', 'Received', 'green'],
  ['shopOrder', 'Completed', 'green'],
  ['shopOrder', 'Confirmed', 'pink'],
  ['shopOrder', 'Pending', 'orange'],
  ['shopOrder', 'Cancelled', 'red'],
  ['booking', 'Pending', 'orange'],
  ['booking', 'Accepted', 'blue'],
  ['booking', 'onGoing', 'blue'],
  ['booking', 'Completed', 'green'],
  ['booking', 'Cancelled', 'red'],
  ['station', 'Kikubo', 'green'],
  ['station', 'mutungo', 'pink'],
  ['station', 'Head  Office', 'blue'],
  ['station', 'Courier station', 'black'],
  ['station', 'Nassana', 'orange'],
  ['leadSource', 'Social network', 'blue'],
  ['leadSource', 'Messaging app', 'teal'],
  ['leadSource', 'Referral', 'pink'],
  ['leadSource', 'Referal', 'pink'],
  ['leadSource', 'Website', 'orange'],
  ['product', 'VALUE KIT', 'green'],
  ['product', 'Prepared Mama', 'navy'],
  ['product', 'POSTNATAL CARE', 'purple'],
  ['product', 'PATIENT CARE', 'cyan'],
  ['product', 'SHOP', 'red'],
  ['product', 'Something else', 'orange'],
  ['accountStatus', 'BLOCKED', 'red'],
  ['accountStatus', 'suspended', 'orange'],
  ['accountStatus', 'Active', 'green'],
];

describe('StatusChip', () => {
  it.each(cases)('%s %j is %s', (kind, value, color) => {
    expect(statusColor(kind, value)).toBe(color);
  });

  it('falls back for a missing value', () => {
    expect(statusColor('payment', undefined)).toBe('orange');
    expect(statusColor('station', '')).toBe('orange');
  });

  it('keeps text readable (WCAG AA 4.5:1) on every colour, quiet and filled', () => {
    const used = new Set<ChipColor>();
    for (const tokens of Object.values(statusTokens)) {
      Object.values(tokens.values).forEach((c) => used.add(c));
      used.add(tokens.fallback);
    }
    const quietText = theme.palette.text.primary;
    for (const color of used) {
      const bg = chipColors[color];
      const text = theme.palette.getContrastText(bg);
      expect(getContrastRatio(bg, text), `${color} ${bg} with ${text}`).toBeGreaterThanOrEqual(4.5);
    }
    // the quiet chip's text is the dark text colour on the page's white
    expect(getContrastRatio('#fff', quietText)).toBeGreaterThanOrEqual(4.5);
  });

  it("draws the quiet look by default: the contract's label in dark text, the colour as outline and dot", () => {
    renderWithProviders(<StatusChip kind="accountStatus" value="BLOCKED" />);
    expect(screen.queryByText('BLOCKED')).not.toBeInTheDocument();
    const chip = screen.getByText('Blocked').closest('.MuiChip-root');
    expect(chip).toHaveAttribute('data-color', 'red');
    expect(chip).toHaveAttribute('data-look', 'quiet');
    expect(chip).toHaveClass('MuiChip-outlined');
    expect(chip).toHaveStyle({ borderColor: chipColors.red, color: theme.palette.text.primary });
    expect(chip).not.toHaveStyle({ backgroundColor: chipColors.red });
    const dot = chip?.querySelector('.MuiChip-icon');
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(dot).toHaveStyle({ backgroundColor: chipColors.red });
  });

  it.each([
    ['payment', 'UnPaid', 'Unpaid', 'red'],
    ['product', 'POSTNATAL CARE', 'Postnatal care', 'purple'],
    ['job', 'canceled', 'Cancelled', 'red'],
    ['booking', 'onGoing', 'Ongoing', 'blue'],
  ] as const)(
    '%s %j reads %j and keeps the colour of the wire value (%s)',
    (kind, value, text, color) => {
      renderWithProviders(<StatusChip kind={kind} value={value} />);
      expect(screen.getByText(text).closest('.MuiChip-root')).toHaveAttribute('data-color', color);
    },
  );

  it('shows a given label instead, and Not Available for no value', () => {
    renderWithProviders(
      <>
        <StatusChip kind="accountStatus" value="Active" label="Active (staff)" />
        <StatusChip kind="payment" value={null} />
      </>,
    );
    expect(screen.getByText('Active (staff)').closest('.MuiChip-root')).toHaveAttribute(
      'data-color',
      'green',
    );
    expect(screen.getByText('Not Available').closest('.MuiChip-root')).toHaveAttribute(
      'data-color',
      'orange',
    );
  });

  it('draws a filled block of the colour when asked (a record header)', () => {
    renderWithProviders(<StatusChip kind="accountStatus" value="BLOCKED" variant="filled" />);
    const chip = screen.getByText('Blocked').closest('.MuiChip-root');
    expect(chip).toHaveAttribute('data-look', 'filled');
    expect(chip).toHaveStyle({ backgroundColor: chipColors.red });
  });
});
