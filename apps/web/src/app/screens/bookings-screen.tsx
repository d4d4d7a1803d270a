import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Outlet, useMatch, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { BOOKING_TABS } from '../../features/bookings/booking-status';
import { BookingDetailScreen as BookingDetail } from '../../features/bookings/components/booking-detail-screen';
import { BookingListTab } from '../../features/bookings/components/booking-list-tab';
import { JobCardsTab } from '../../features/jobcards/components/job-cards-tab';
import { useSectionSearch } from '../../lib/search-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearchScope } from '../../lib/use-search-scope';
import { bookingJobCards } from './booking-job-cards';

/** /bookings/:id: one booking as a page, with its job cards. */
export function BookingDetailScreen() {
  return <BookingDetail jobCards={bookingJobCards} />;
}

const TABS = [
  ...BOOKING_TABS,
  { key: 'all', label: 'All bookings' } as const,
  { key: 'jobcards', label: 'Job Cards' } as const,
];
type TabKey = (typeof TABS)[number]['key'];

/**
 * /bookings (SPEC 2): New Bookings, On Going Booking, Completed, All bookings
 * and Job Cards; ?tab= keeps the tab. /bookings/:id shows one booking as a
 * page instead. The top-bar search finds bookings of every status (issue 21)
 * unless a tab is picked while searching; on Job Cards it searches job cards.
 * It shows two areas, bookings and job cards, so it lives in app/ (ADR 031).
 */
export function BookingsScreen() {
  const [params, setParams] = useSearchParams();
  const detail = useMatch(paths.bookingDetail);
  const term = useSectionSearch();
  useDocumentTitle(params.get('tab') === 'jobcards' && !detail ? 'Job cards' : 'Bookings');
  const asked = params.get('tab');
  const urlTab: TabKey = TABS.some((t) => t.key === asked) ? (asked as TabKey) : 'new';
  const [scoped, pick] = useSearchScope<TabKey>(term, urlTab, 'all');
  if (detail) return <Outlet />;

  const tab: TabKey = urlTab === 'jobcards' ? urlTab : scoped;
  const list = BOOKING_TABS.find((t) => t.key === tab);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => {
            pick(next);
            setParams({ tab: next }, { replace: true });
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Bookings"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`bookings-tab-${t.key}`}
              aria-controls="bookings-panel"
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id="bookings-panel" aria-labelledby={`bookings-tab-${tab}`}>
        {tab === 'jobcards' ? (
          <JobCardsTab />
        ) : (
          <BookingListTab
            key={tab}
            filter={list?.filter}
            title={list?.label ?? 'All bookings'}
            jobCards={bookingJobCards}
          />
        )}
      </Box>
    </Box>
  );
}
