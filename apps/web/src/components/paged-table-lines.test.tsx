import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { keepStyles } from '../test/styles';
import { PagedTable, type Column } from './paged-table';

// Issue 38: rows of one line at a desk (a long value cut, whole on hover),
// and Compact rows, remembered per table as the hidden columns are.
keepStyles();

type Person = { id: number; name: string; address: string };
const people: Person[] = [
  { id: 1, name: 'Amina', address: 'Plot 127, Salaama, Makindye Division, Kampala' },
];
const columns: Column<Person>[] = [
  { key: 'name', header: 'Name', render: (p) => p.name },
  { key: 'address', header: 'Address', maxWidth: 80, render: (p) => p.address },
];
const base = {
  columns,
  rows: people,
  count: 1,
  page: 0,
  rowsPerPage: 10,
  onPageChange: () => {},
  getRowId: (p: Person) => p.id,
};

const lineOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[data-cell-line]')!;

/** What the layout would measure: a line as wide as its text, in a box of `box` px. */
function measure(line: HTMLElement, text: number, box: number) {
  Object.defineProperty(line, 'scrollWidth', { configurable: true, value: text });
  Object.defineProperty(line, 'clientWidth', { configurable: true, value: box });
}

describe('PagedTable rows of one line', { timeout: 30_000 }, () => {
  it('keeps each cell to one line, a long value cut with an ellipsis past its maxWidth', () => {
    renderWithProviders(<PagedTable aria-label="People" {...base} />);
    for (const text of ['Amina', people[0]!.address]) {
      expect(lineOf(text)).toHaveStyle({
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      });
    }
    // A value of a column with a maxWidth gives up width down to 48 px, never past 80 px.
    const cutBox = lineOf(people[0]!.address).parentElement!;
    expect(cutBox).toHaveStyle({
      display: 'grid',
      maxWidth: '80px',
      gridTemplateColumns: 'minmax(48px, max-content)',
    });
    // Any other value is whole up to 240 px.
    expect(lineOf('Amina')).toHaveStyle({ maxWidth: '240px' });
  });

  it('shows the whole text of a cut line on hover, and no title on a line that fits', async () => {
    const { user } = renderWithProviders(<PagedTable aria-label="People" {...base} />);
    const cut = lineOf(people[0]!.address);
    measure(cut, 300, 80);
    await user.hover(cut);
    expect(cut).toHaveAttribute('title', people[0]!.address);
    const whole = lineOf('Amina');
    measure(whole, 40, 40);
    await user.hover(whole);
    expect(whole).not.toHaveAttribute('title');
  });

  it('offers Compact rows, remembered for the table', async () => {
    const { user, unmount } = renderWithProviders(
      <PagedTable aria-label="People" columnsKey="people" {...base} />,
    );
    const toggle = screen.getByRole('button', { name: 'Compact rows in People' });
    const cell = () => within(screen.getByRole('table')).getAllByRole('cell')[0]!;
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(cell()).toHaveStyle({ paddingTop: '6px' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(cell()).toHaveStyle({ paddingTop: '2px' });
    expect(localStorage.getItem('care.table-density.people')).toBe('"compact"');
    unmount();

    const again = renderWithProviders(
      <PagedTable aria-label="People" columnsKey="people" {...base} />,
    );
    const back = screen.getByRole('button', { name: 'Compact rows in People' });
    expect(back).toHaveAttribute('aria-pressed', 'true');
    expect(cell()).toHaveStyle({ paddingTop: '2px' });
    await again.user.click(back);
    expect(cell()).toHaveStyle({ paddingTop: '6px' });
    expect(localStorage.getItem('care.table-density.people')).toBeNull();
  });

  it('takes an unreadable stored density for the standard one', () => {
    localStorage.setItem('care.table-density.people', '"tiny"');
    renderWithProviders(<PagedTable aria-label="People" columnsKey="people" {...base} />);
    expect(screen.getByRole('button', { name: 'Compact rows in People' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
