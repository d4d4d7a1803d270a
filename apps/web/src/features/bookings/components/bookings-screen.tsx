import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Outlet, useParams, useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { JobCardsTab } from './job-cards-tab';

const TABS = [
  { key: 'new', label: 'New Bookings' },
  { key: 'ongoing', label: 'On Going Booking' },
  { key: 'completed', label: 'Completed' },
  { key: 'jobcards', label: 'Job Cards' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const PLACEHOLDERS: Record<Exclude<TabKey, 'jobcards'>, string> = {
  new: 'New (Pending) booking requests, with Confirm request and Cancel request.',
  ongoing:
    'Accepted and ongoing bookings, with Start request, Complete request and Cancel request.',
  completed: 'Completed and cancelled bookings.',
};

/** /bookings (SPEC 2): New Bookings, On Going Booking, Completed and Job Cards; ?tab= keeps the tab. */
export function BookingsScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabKey = TABS.some((t) => t.key === asked) ? (asked as TabKey) : 'new';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => setParams({ tab: next }, { replace: true })}
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
          <ComingSoon
            title={TABS.find((t) => t.key === tab)?.label ?? 'Bookings'}
            description={`${PLACEHOLDERS[tab]} Bookings arrive with their own piece of work.`}
          />
        )}
      </Box>
      <Outlet />
    </Box>
  );
}

export function BookingDetailScreen() {
  const { id = '' } = useParams();
  return (
    <ComingSoon
      title={`Booking ${id}`}
      description="Client, phone numbers, service, start date, package, price and extras, drop-off, assigned nurses and the status actions allowed from the current status."
    />
  );
}
