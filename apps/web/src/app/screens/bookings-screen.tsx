import { Outlet, useMatch } from 'react-router';
import { SectionTabs, useTabParam } from '../../components/section-tabs';
import { paths } from '../../config/paths';
import { BOOKING_TABS } from '../../features/bookings/booking-status';
import { BookingDetailView as BookingDetail } from '../../features/bookings/components/booking-detail-view';
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
  const detail = useMatch(paths.bookingDetail);
  const term = useSectionSearch();
  const [urlTab, setUrlTab] = useTabParam(TABS, 'new');
  useDocumentTitle(urlTab === 'jobcards' && !detail ? 'Job cards' : 'Bookings');
  const [scoped, pick] = useSearchScope<TabKey>(term, urlTab, 'all');
  if (detail) return <Outlet />;

  const tab: TabKey = urlTab === 'jobcards' ? urlTab : scoped;
  const list = BOOKING_TABS.find((t) => t.key === tab);

  return (
    <SectionTabs
      id="bookings"
      tabs={TABS}
      value={tab}
      onChange={(next) => {
        pick(next);
        setUrlTab(next);
      }}
      label="Bookings"
    >
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
    </SectionTabs>
  );
}
