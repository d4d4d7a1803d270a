import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PagedTable, type Column } from './paged-table';

// Issue 38: on a phone (390 px) a table whose columns describe a card shows
// each row as a card, its status on the first line.

type Job = { id: number; card: string; client: string; address: string; status: string };
const jobs: Job[] = [
  { id: 1, card: 'CC-1', client: 'Amina', address: 'Plot 12, Kira Road', status: 'Ongoing' },
  { id: 2, card: 'CC-2', client: 'Sarah', address: 'Ntinda', status: 'Pending' },
];
const columns: Column<Job>[] = [
  { key: 'card', header: 'Card', card: 'title', sortable: true, render: (j) => j.card },
  { key: 'client', header: 'Client', sortable: true, render: (j) => j.client },
  { key: 'address', header: 'Address', maxWidth: 80, render: (j) => j.address },
  { key: 'status', header: 'Job Status', card: 'status', render: (j) => <b>{j.status}</b> },
  {
    key: 'manage',
    header: 'Manage',
    card: 'actions',
    hideable: false,
    render: (j) => <button type="button">Edit {j.card}</button>,
  },
];
const base = {
  columns,
  rows: jobs,
  count: 12,
  page: 0,
  rowsPerPage: 2,
  onPageChange: () => {},
  getRowId: (j: Job) => j.id,
};

const wide = window.innerWidth;
const onPhone = () => (window.innerWidth = 390);
afterEach(() => {
  window.innerWidth = wide;
});

/** A card's first line: the element holding its title. */
const firstLine = (card: HTMLElement) =>
  document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.parentElement;

describe('PagedTable on a phone', { timeout: 30_000 }, () => {
  it('shows each row as a card named by its title, the status on its first line', () => {
    onPhone();
    renderWithProviders(<PagedTable aria-label="Jobs" {...base} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Jobs' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(list).getByRole('listitem', { name: 'CC-1' });
    expect(firstLine(card)).toHaveTextContent('CC-1Job Status: Ongoing');
    // The status's name is there for screen readers; the eye sees the chip.
    expect(within(firstLine(card)!).getByText('Job Status:')).toBeInTheDocument();
    // The other columns as "label: value", whole; the actions at the foot.
    const terms = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Client', 'Address']);
    const values = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['Amina', 'Plot 12, Kira Road']);
    expect(within(card).getByRole('button', { name: 'Edit CC-1' })).toBeInTheDocument();
    // Paging stays.
    expect(screen.getByText('1–2 of 12 · page 1 of 6')).toBeInTheDocument();
  });

  it('opens a card by click or Enter where the rows open, not from a button inside', async () => {
    onPhone();
    const onRowClick = vi.fn();
    const { user } = renderWithProviders(
      <PagedTable aria-label="Jobs" {...base} onRowClick={onRowClick} />,
    );
    const card = screen.getByRole('listitem', { name: 'CC-2' });
    await user.click(card);
    expect(onRowClick).toHaveBeenLastCalledWith(jobs[1]);
    card.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
    screen.getByRole('button', { name: 'Edit CC-2' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('sorts with a Sort by field in place of the headers', async () => {
    onPhone();
    const onSortChange = vi.fn();
    const { user } = renderWithProviders(
      <PagedTable
        aria-label="Jobs"
        {...base}
        sort={{ field: 'card', order: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveTextContent('Card, ascending');
    await user.click(sortBy);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Card, ascending',
      'Card, descending',
      'Client, ascending',
      'Client, descending',
    ]);
    await user.click(screen.getByRole('option', { name: 'Client, descending' }));
    expect(onSortChange).toHaveBeenCalledWith({ field: 'client', order: 'desc' });
  });

  it('shows skeleton cards while loading, and says when there is no data', () => {
    onPhone();
    const { rerender } = renderWithProviders(
      <PagedTable aria-label="Jobs" {...base} rows={[]} count={0} loading />,
    );
    expect(screen.getByRole('list', { name: 'Jobs' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('table-skeleton-card')).toHaveLength(2);
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument();
    rerender(<PagedTable aria-label="Jobs" {...base} rows={[]} count={0} />);
    expect(screen.queryByTestId('table-skeleton-card')).not.toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('leaves a hidden column out of the cards, but never the status', () => {
    onPhone();
    localStorage.setItem('care.table-columns.jobs', JSON.stringify(['address', 'status']));
    renderWithProviders(<PagedTable aria-label="Jobs" columnsKey="jobs" {...base} />);
    const card = screen.getByRole('listitem', { name: 'CC-1' });
    expect(within(card).queryByText('Plot 12, Kira Road')).not.toBeInTheDocument();
    expect(firstLine(card)).toHaveTextContent('Job Status: Ongoing');
    // Compact rows is a table's: the cards do without it.
    expect(screen.queryByRole('button', { name: /^Compact rows/ })).not.toBeInTheDocument();
  });

  it('keeps the table at a desk, and on a phone where the columns describe no card', () => {
    renderWithProviders(<PagedTable aria-label="Desk" {...base} />);
    expect(screen.getByRole('table', { name: 'Desk' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    onPhone();
    const plain = columns.map(({ card: _card, ...column }) => column);
    renderWithProviders(<PagedTable aria-label="Plain" {...base} columns={plain} />);
    expect(screen.getByRole('table', { name: 'Plain' })).toBeInTheDocument();
  });
});
