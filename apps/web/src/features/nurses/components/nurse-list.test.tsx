import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchProvider, useSetSectionSearch } from '../../../lib/search-context';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeNurseListItem } from '../test-fixtures';
import { NurseList, type NurseTab } from './nurse-list';
import { NURSE_ROW_HEIGHT } from './nurse-list-item';
import { visibleRange } from '../../../components/use-windowed-rows';

const TOTAL = 1000;
const approved = Array.from({ length: TOTAL }, (_, i) =>
  makeNurseListItem({
    id: i + 1,
    first_name: 'Nurse',
    last_name: `N${i + 1}`,
    verified: true,
    care_number: `CN-${String(i + 1).padStart(6, '0')}`,
  }),
);

function SearchBox() {
  const setTerm = useSetSectionSearch();
  return <input aria-label="Term" onChange={(e) => setTerm(e.target.value)} />;
}

function Harness() {
  const [tab, setTab] = useState<NurseTab>('approved');
  return (
    <SearchProvider>
      <SearchBox />
      <div style={{ height: 600 }}>
        <NurseList tab={tab} onTabChange={setTab} selectedId={3} />
      </div>
    </SearchProvider>
  );
}

function setup() {
  const fetch = routeFetch([
    [
      'GET',
      /^\/api\/v1\/careteam$/,
      (url) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        const rows = url.searchParams.get('status') === 'true' ? approved : [];
        return ok(rows.slice(offset, offset + limit));
      },
    ],
    [
      'GET',
      /^\/api\/v1\/portal\/search$/,
      () =>
        ok([
          makeNurseListItem({ id: 12 }),
          makeNurseListItem({ id: 13, first_name: 'Esther', last_name: 'Akello' }),
          makeNurseListItem({ id: 14, last_name: 'Nakato', verified: true }),
        ]),
    ],
  ]);
  const utils = renderApp('/nurses/list', {
    session: makeSession(),
    routes: [{ path: '/nurses/list', element: <Harness /> }],
  });
  return { ...utils, fetch };
}

const pagesAsked = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/careteam')
    .map((url) => Number(url.searchParams.get('offset')));

describe('visibleRange', () => {
  it('is the rows in view plus the overscan, clipped to the list', () => {
    expect(visibleRange(0, 600, 72, 1000, 6)).toEqual({ start: 0, end: 15 });
    expect(visibleRange(100, 600, 80, 1000, 6)).toEqual({ start: 0, end: 15 });
    expect(visibleRange(72 * 500, 600, 72, 1000, 6)).toEqual({ start: 494, end: 515 });
    expect(visibleRange(72 * 995, 600, 72, 1000, 6)).toEqual({ start: 989, end: 1000 });
  });
});

describe('NurseList', { timeout: 60_000 }, () => {
  it('draws only a window of the rows and loads the next page near the end', async () => {
    const { fetch } = setup();
    const list = await screen.findByRole('list', { name: 'Approved nurses' });
    const entry = await within(list).findByRole('link', { name: /Nurse N1 / });
    expect(entry).toHaveTextContent('Nurse N1+256 772 555 111CN-000001');
    expect(within(entry).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Nurse N3 / })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // 40 rows are less than the 3500 px look-ahead: the second page follows at once.
    await waitFor(() => expect(pagesAsked(fetch)).toEqual([0, 40]));
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(20);

    const scroller = screen.getByTestId('virtual-list-scroller');
    for (let loaded = 80; loaded <= TOTAL; loaded += 40) {
      scroller.scrollTop = loaded * NURSE_ROW_HEIGHT - 600;
      fireEvent.scroll(scroller);
      await waitFor(() => expect(pagesAsked(fetch)).toContain(loaded), { timeout: 15_000 });
    }
    expect(await screen.findByText('No more data available')).toBeInTheDocument();
    expect(pagesAsked(fetch)).toHaveLength(TOTAL / 40 + 1);

    // At the end of 1,000: the last rows are drawn, the first ones are not.
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeLessThan(20);
    expect(within(list).getByRole('link', { name: /Nurse N1000 / })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Nurse N1 / })).not.toBeInTheDocument();
    expect(rows.at(-1)).toHaveAttribute('aria-setsize', '1000');
    expect(rows.at(-1)).toHaveAttribute('aria-posinset', '1000');
    expect(list).toHaveStyle({ height: `${TOTAL * NURSE_ROW_HEIGHT}px` });
  });

  it('switches to the search results by tab, and back when the term is cleared', async () => {
    const { user, fetch } = setup();
    await screen.findByRole('link', { name: /Nurse N1 / });
    await user.type(screen.getByRole('textbox', { name: 'Term' }), 'Esth');
    expect(await screen.findByRole('tab', { name: 'Approved (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unapproved (2)' })).toBeInTheDocument();
    const found = screen.getByRole('list', { name: 'Approved nurses matching Esth' });
    expect(within(found).getAllByRole('link')).toHaveLength(1);
    expect(within(found).getByRole('link')).toHaveTextContent('Esther Nakato');

    await user.click(screen.getByRole('tab', { name: 'Unapproved (2)' }));
    const pending = screen.getByRole('list', { name: 'Unapproved nurses matching Esth' });
    expect(within(pending).getAllByRole('img', { name: 'Not verified' })).toHaveLength(2);
    const searched = fetch.mock.calls.map(([input]) => String(input));
    expect(searched).toContain('/api/v1/portal/search?type=nurse&searchTerm=Esth');

    await user.clear(screen.getByRole('textbox', { name: 'Term' }));
    expect(await screen.findByRole('list', { name: 'Unapproved nurses' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved' })).toBeInTheDocument();
  });
});
