import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Staff } from '@app/contract';
import { renderWithProviders } from '../test/render';
import { anyFilterSet, FilterBar, OptionFilter, StaffFilter } from './filter-bar';

// The filters the audit log and the access log share (issue 41).
const STAFF = [
  { id: 's-1', name: 'Grace Akello', email: 'grace@care.ug' },
  { id: 's-2', name: 'Peter Okello', email: 'peter@care.ug' },
] as Staff[];

describe('log filters', () => {
  it('counts a filter as set only when it has a value', () => {
    expect(anyFilterSet({ actorId: undefined, from: '' })).toBe(false);
    expect(anyFilterSet({ actorId: undefined, from: '2026-11-01' })).toBe(true);
  });

  it('offers everyone, each member of staff, and keeps one from the URL not in the list', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <FilterBar label="Audit log filters" active onClear={() => {}}>
        <StaffFilter label="Person" value="s-9" staff={STAFF} onChange={onChange} />
      </FilterBar>,
    );
    const group = screen.getByRole('group', { name: 'Audit log filters' });
    expect(group).toHaveTextContent('Another person');
    await userEvent.click(screen.getByRole('combobox', { name: 'Person' }));
    await userEvent.click(screen.getByRole('option', { name: 'Peter Okello (peter@care.ug)' }));
    expect(onChange).toHaveBeenCalledWith('s-2');
  });

  it('clears only when a filter is set, and reads "All …" for no choice', async () => {
    const onClear = vi.fn();
    const { rerender } = renderWithProviders(
      <FilterBar label="Access log filters" active={false} onClear={onClear}>
        <OptionFilter
          label="Record"
          all="All records"
          value={undefined}
          options={[{ value: 'customer', label: 'Customer profile' }]}
          onChange={() => {}}
        />
      </FilterBar>,
    );
    expect(screen.getByRole('combobox', { name: 'Record' })).toHaveTextContent('All records');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    rerender(
      <FilterBar label="Access log filters" active onClear={onClear}>
        <span />
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
