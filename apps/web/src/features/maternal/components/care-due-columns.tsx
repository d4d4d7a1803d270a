import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CARE_STEP_STATE_LABELS, NO_STATION_LABEL, type CareDueItem } from '@app/contract';
import type { Column } from '../../../components/paged-table';
import { PhoneText } from '../../../components/phone-text';
import { ColorChip } from '../../../components/status-chip';
import { pathTo } from '../../../config/paths';
import { STATE_COLORS } from './care-state-colors';
import { dueWindowText, stepDetailText } from './care-text';

type RowActions = {
  onRecord: (item: CareDueItem) => void;
  /** Book a visit (a job card) for her; without it the row offers none. */
  onBookVisit?: ((item: CareDueItem) => void) | undefined;
};

/** One row of the worklist: a step of one customer, for one baby when it is a dose. */
export const careDueRowId = (item: CareDueItem) =>
  `${item.customer_id}:${item.step}:${item.baby_id ?? ''}`;

/** "Book visit for Amina Nakato: Antenatal contact at 20 weeks". */
const about = (item: CareDueItem) =>
  `${item.customer_name}: ${item.label}${item.baby_name ? `, ${item.baby_name}` : ''}`;

/**
 * The Care due columns: at a desk a line a step; on a phone a card, her
 * name its title, the state beside it, the actions at its foot.
 */
export function careDueColumns({ onRecord, onBookVisit }: RowActions): Column<CareDueItem>[] {
  return [
    {
      key: 'customer',
      header: 'Customer',
      card: 'title',
      maxWidth: 220,
      hideable: false,
      render: (item) => (
        <Link component={RouterLink} to={pathTo.customer(item.customer_id)}>
          {item.customer_name}
        </Link>
      ),
    },
    {
      key: 'phone',
      header: 'Phone',
      render: (item) => <PhoneText phone={item.phonenumber} link />,
    },
    { key: 'station', header: 'Station', render: (item) => item.station ?? NO_STATION_LABEL },
    {
      key: 'step',
      header: 'Step',
      maxWidth: 320,
      render: (item) => {
        const detail = stepDetailText({ vaccines: item.vaccines, babyName: item.baby_name });
        return (
          <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {item.label}
            {detail ? (
              <Typography
                component="span"
                variant="caption"
                sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'normal' }}
              >
                {detail}
              </Typography>
            ) : null}
          </Box>
        );
      },
    },
    { key: 'window', header: 'Window', render: (item) => dueWindowText(item) },
    {
      key: 'state',
      header: 'State',
      card: 'status',
      render: (item) => (
        <ColorChip label={CARE_STEP_STATE_LABELS[item.state]} color={STATE_COLORS[item.state]} />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      hideable: false,
      render: (item) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {onBookVisit ? (
            <Button
              size="small"
              variant="outlined"
              aria-label={`Book visit for ${about(item)}`}
              onClick={() => onBookVisit(item)}
            >
              Book visit
            </Button>
          ) : null}
          <Button
            size="small"
            variant="outlined"
            aria-label={`Record done for ${about(item)}`}
            onClick={() => onRecord(item)}
          >
            Record done
          </Button>
        </Box>
      ),
    },
  ];
}
