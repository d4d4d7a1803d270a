import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useDeferredValue } from 'react';
import type { NurseListItem } from '@app/contract';
import { useSectionSearch } from '../../../lib/search-context';
import { useNurseList } from '../api/get-nurses';
import { useNurseSearch } from '../api/search-nurses';
import { NURSE_ROW_HEIGHT, NurseListEntry } from './nurse-list-item';
import { VirtualList } from './virtual-list';

export type NurseTab = 'approved' | 'unapproved';

const TAB_LABELS: Record<NurseTab, string> = { approved: 'Approved', unapproved: 'Unapproved' };

type NurseListProps = {
  tab: NurseTab;
  onTabChange: (tab: NurseTab) => void;
  selectedId: number | undefined;
};

const renderEntry = (selectedId: number | undefined) => (nurse: NurseListItem) => (
  <NurseListEntry nurse={nurse} selected={nurse.id === selectedId} />
);

/** One tab of the care team: an infinite, virtualised list of 40 a page. */
function TabList({ tab, selectedId }: { tab: NurseTab; selectedId: number | undefined }) {
  const query = useNurseList(tab === 'approved');
  const { hasNextPage, isPending, isFetchingNextPage, error, fetchNextPage, refetch } = query;
  // New pages are drawn in a transition, a few milliseconds at a time (issue 21).
  const data = useDeferredValue(query.data);
  const settling = data !== query.data;
  return (
    <VirtualList
      aria-label={`${TAB_LABELS[tab]} nurses`}
      items={data?.pages.flat() ?? []}
      rowHeight={NURSE_ROW_HEIGHT}
      getKey={(nurse) => nurse.id}
      renderItem={renderEntry(selectedId)}
      hasMore={hasNextPage}
      loading={isPending || isFetchingNextPage || settling}
      error={error}
      onLoadMore={() => void fetchNextPage({ cancelRefetch: false })}
      onRetry={() => void refetch()}
    />
  );
}

/**
 * The care-team list (SPEC 2): Approved and Unapproved tabs. While the top-bar
 * search holds a term (3+ characters) each tab shows the matching nurses of
 * its kind, and the tab labels count them.
 */
export function NurseList({ tab, onTabChange, selectedId }: NurseListProps) {
  const term = useSectionSearch();
  const search = useNurseSearch(term);
  const found = term ? (search.data ?? []) : [];
  const matches = (t: NurseTab) => found.filter((n) => n.verified === (t === 'approved'));
  const label = (t: NurseTab) =>
    term && search.data ? `${TAB_LABELS[t]} (${matches(t).length})` : TAB_LABELS[t];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: NurseTab) => onTabChange(next)}
        variant="fullWidth"
        aria-label="Nurse approval"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {(['approved', 'unapproved'] as const).map((t) => (
          <Tab
            key={t}
            value={t}
            label={label(t)}
            id={`nurses-tab-${t}`}
            aria-controls="nurses-tab-panel"
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="nurses-tab-panel"
        aria-labelledby={`nurses-tab-${tab}`}
        sx={{ flex: 1, minHeight: 0 }}
      >
        {term ? (
          <VirtualList
            key={`${term}:${tab}`}
            aria-label={`${TAB_LABELS[tab]} nurses matching ${term}`}
            items={matches(tab)}
            rowHeight={NURSE_ROW_HEIGHT}
            getKey={(nurse) => nurse.id}
            renderItem={renderEntry(selectedId)}
            hasMore={false}
            loading={search.isPending}
            error={search.error}
            onLoadMore={() => {}}
            onRetry={() => void search.refetch()}
          />
        ) : (
          <TabList key={tab} tab={tab} selectedId={selectedId} />
        )}
      </Box>
    </Box>
  );
}
