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

  it('keeps text readable (WCAG AA 4.5:1) on every colour it uses', () => {
    const used = new Set<ChipColor>();
    for (const tokens of Object.values(statusTokens)) {
      Object.values(tokens.values).forEach((c) => used.add(c));
      used.add(tokens.fallback);
    }
    for (const color of used) {
      const bg = chipColors[color];
      const text = theme.palette.getContrastText(bg);
      expect(getContrastRatio(bg, text), `${color} ${bg} with ${text}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('renders the value with its colour', () => {
    renderWithProviders(<StatusChip kind="accountStatus" value="BLOCKED" />);
    const chip = screen.getByText('BLOCKED').closest('.MuiChip-root');
    expect(chip).toHaveAttribute('data-color', 'red');
    expect(chip).toHaveStyle({ backgroundColor: chipColors.red });
  });
});
