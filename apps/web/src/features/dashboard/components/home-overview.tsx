import Assignment from '@mui/icons-material/Assignment';
import DirectionsRun from '@mui/icons-material/DirectionsRun';
import EventNote from '@mui/icons-material/EventNote';
import LocalHospital from '@mui/icons-material/LocalHospital';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { DashboardSummary } from '@app/contract';
import { errorMessage } from '../../../lib/api-client';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { homeLinks } from '../home-links';
import { FigureCard, FigureCardSkeleton } from './figure-card';
import { IncomeCard } from './income-card';
import { LicencesCard } from './licences-card';
import { WeeklyIncomeChart } from './weekly-income-chart';
import { useDocumentTitle } from '../../../lib/use-document-title';

const FIGURES_GRID = {
  display: 'grid',
  gap: 2,
  // Two a row on a phone, all five in one row at 1280 px.
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(176px, 1fr))',
  },
} as const;

const MONEY_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 4fr) minmax(0, 8fr)' },
  alignItems: 'stretch',
} as const;

/** The five counts of ruling 3, each a link to its filtered list. */
function figuresOf(s: DashboardSummary) {
  return [
    {
      label: 'Nurses awaiting approval',
      value: s.nursesAwaitingApproval,
      to: homeLinks.nursesAwaitingApproval,
      icon: LocalHospital,
      hint: 'Unapproved nurse profiles',
    },
    {
      label: 'New bookings',
      value: s.newBookings,
      to: homeLinks.newBookings,
      icon: EventNote,
      hint: 'Pending booking requests',
    },
    {
      label: 'Pending job cards',
      value: s.jobCards.pending,
      to: homeLinks.jobCards('pending'),
      icon: Assignment,
      hint: 'Job cards not started',
    },
    {
      label: 'Ongoing job cards',
      value: s.jobCards.ongoing,
      to: homeLinks.jobCards('ongoing'),
      icon: DirectionsRun,
      hint: 'Care under way',
    },
    {
      label: 'Pending shop orders',
      value: s.pendingShopOrders,
      to: homeLinks.pendingShopOrders,
      icon: ShoppingCart,
      hint: 'Orders to confirm',
    },
  ];
}

function HomeSkeleton() {
  return (
    <>
      <Box sx={FIGURES_GRID}>
        {Array.from({ length: 5 }, (_, i) => (
          <FigureCardSkeleton key={i} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={120} />
      <Box sx={MONEY_GRID}>
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    </>
  );
}

type HomeOverviewProps = {
  /** Shown on the title's line, one line high (the app puts today's late and missed visits here). */
  alerts?: ReactNode;
  /** Shown under the figures (the app puts Today's visits here), whether they loaded or not. */
  children?: ReactNode;
};

/**
 * Home (`/`, ruling 3): today's work at a glance, from one call to the API.
 * What other areas add (issue 37: Today's visits) the app composes in.
 */
export function HomeOverview({ alerts, children }: HomeOverviewProps = {}) {
  useDocumentTitle('Home');
  const summary = useDashboardSummary();
  // One clock for the whole screen, so every month link agrees.
  const [now] = useState(() => new Date());
  const { data, error, isPending, isFetching, refetch } = summary;

  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      aria-busy={isPending}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {/* The alerts share the title's line, whose height is kept for them, so
          that one arriving after the figures moves nothing (a line above them
          moved the whole screen: Lighthouse's CLS 0.82 on a phone). */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Typography id="home-title" variant="h6" component="h2" sx={{ flex: 'none' }}>
          Overview
        </Typography>
        {alerts}
      </Box>
      {error && !data ? (
        <Paper variant="outlined">
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void refetch()}
                disabled={isFetching}
              >
                Retry
              </Button>
            }
          >
            The overview could not be loaded. {errorMessage(error)}
          </Alert>
        </Paper>
      ) : null}
      {isPending && !error ? <HomeSkeleton /> : null}
      {data ? (
        <Box sx={FIGURES_GRID}>
          {figuresOf(data).map((figure) => (
            <FigureCard key={figure.label} {...figure} />
          ))}
        </Box>
      ) : null}
      {children}
      {data ? (
        <>
          <LicencesCard licences={data.licences} />
          <Box sx={MONEY_GRID}>
            <IncomeCard
              thisMonth={data.income.thisMonth}
              lastMonth={data.income.lastMonth}
              now={now}
            />
            <WeeklyIncomeChart weeks={data.incomeByWeek} />
          </Box>
        </>
      ) : null}
    </Box>
  );
}
