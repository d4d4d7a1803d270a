import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../test/date-picker';
import { dateGroup, dateValue, daySection, enterDate } from '../test/date-input';
import { DateField } from './date-field';

function Harness({ onChange, initial = '' }: { onChange: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="From"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows a YYYY-MM-DD value as DD-MM-YYYY', () => {
    render(<Harness onChange={vi.fn()} initial="2026-03-01" />);
    expect(dateValue('From')).toBe('01-03-2026');
    expect(dateGroup('From')).toHaveTextContent('01-03-2026');
  });

  it('takes 25-12-2026 typed key by key and emits 2026-12-25', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(daySection('From'));
    await user.keyboard('25122026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-25');
    expect(dateValue('From')).toBe('25-12-2026');
    // the years on the way (0002, 0020, 0202) never reach the form or the URL
    expect(onChange.mock.calls).toEqual([['2026-12-25']]);
  });

  it('takes 25-12-2026 pasted whole and emits 2026-12-25', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    enterDate('From', '25-12-2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-25');
  });

  it('emits nothing for a half-typed date, and an empty string once cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="2026-03-01" />);
    enterDate('From', '');
    expect(onChange).toHaveBeenLastCalledWith('');
    onChange.mockClear();
    await user.click(daySection('From'));
    await user.keyboard('25');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'From' })).toBeInTheDocument();
  });
});
