import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useSales } from '../api/get-sales';
import { lastDays, rangeFromParams, type DateRange } from '../sales-range';
import { SalesByDayChart } from './sales-by-day-chart';
import { SalesByProductTable, SalesByStatusTable } from './sales-tables';
import { SalesTotals } from './sales-totals';
import { useDocumentTitle } from '../../../lib/use-document-title';

const PRESETS = [7, 30, 90] as const;

/** The API's reason for refusing a range, with each field's message when there are several. */
function refusal(error: unknown): string {
  const details = isApiError(error) && error.details ? Object.values(error.details) : [];
  const message = errorMessage(error);
  const extra = details.filter((d) => d !== message);
  return extra.length ? `${message}: ${extra.join('; ')}` : message;
}

/**
 * /shop/sales (ruling 5): sums of the shop orders between two dates, kept
 * in the URL (?from=&to=) so a view can be shared; the last 30 days by default.
 */
export function ShopSalesScreen() {
  useDocumentTitle('Shop sales');
  const [params, update] = useUrlParams();
  const inUrl = params.has('from') || params.has('to');
  const range = rangeFromParams(params);
  const query = useSales(range.from, range.to);
  /** The range as last changed (not as last rendered), changed by `change`. */
  const setRange = (change: (current: DateRange) => DateRange) =>
    update((next) => {
      const { from, to } = change(rangeFromParams(next));
      next.set('from', from);
      next.set('to', to);
    });

  // The default range goes into the URL too, so a copied link shows the same days.
  useEffect(() => {
    if (!inUrl)
      update((next) => {
        next.set('from', range.from);
        next.set('to', range.to);
      });
  }, [inUrl, range.from, range.to, update]);

  const data = query.isError ? undefined : query.data;
  return (
    <Stack spacing={2} aria-busy={query.isFetching}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          Sales
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <DateRangeFilter
            from={range.from}
            to={range.to}
            onChange={(key, value) => setRange((current) => ({ ...current, [key]: value }))}
            fieldSx={{ width: { xs: 'calc(50% - 8px)', sm: 180 } }}
          />
          <Box
            role="group"
            aria-label="Quick ranges"
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {PRESETS.map((days) => (
              <Button
                key={days}
                size="small"
                variant="outlined"
                onClick={() => setRange(() => lastDays(days))}
              >
                Last {days} days
              </Button>
            ))}
          </Box>
        </Box>
      </Paper>

      {range.from === '' || range.to === '' ? (
        <Alert severity="info">Choose both dates to see the sales.</Alert>
      ) : query.isError ? (
        <Alert severity="error">{refusal(query.error)}</Alert>
      ) : null}

      {data ? (
        <>
          <SalesTotals totals={data.totals} />
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="sales-by-day"
            sx={{ p: 2 }}
          >
            <Typography id="sales-by-day" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              By day
            </Typography>
            <SalesByDayChart range={{ from: data.from, to: data.to }} byDay={data.byDay} />
          </Paper>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '5fr 7fr' },
            }}
          >
            <SalesByStatusTable byStatus={data.byStatus} />
            <SalesByProductTable byProduct={data.byProduct} />
          </Box>
        </>
      ) : query.isPending && range.from && range.to ? (
        <Stack spacing={2} aria-label="Loading sales">
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
      ) : null}
    </Stack>
  );
}
