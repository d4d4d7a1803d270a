import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { formatName, initials, type FreeNurse } from '@app/contract';
import { errorMessage } from '../../../lib/api-client';
import { dayLabel } from '../dates';

export const NO_FREE_NURSE = 'No nurse is free for these days and shift';

/** '3.2 km', or '—' when the card's place or the nurse's is unknown. */
export const distanceText = (km: number | null) =>
  km === null ? '—' : `${km.toLocaleString('en-GB', { maximumFractionDigits: 1 })} km`;

type FreeNurseListProps = {
  rows: FreeNurse[] | undefined;
  /** Other nurses are free too, below these. */
  more: boolean;
  loading: boolean;
  error: unknown;
  /** Booking needs a job card: without one the buttons say so. */
  canBook: boolean;
  onBook: (nurse: FreeNurse) => void;
};

/** The answer of the free-nurse search, in the API's order (rating, then distance). */
export function FreeNurseList({ rows, more, loading, error, canBook, onBook }: FreeNurseListProps) {
  if (loading) return <CircularProgress size={24} aria-label="Finding free nurses" />;
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!rows) return null;
  if (rows.length === 0) return <Alert severity="info">{NO_FREE_NURSE}</Alert>;
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {more
          ? `The best ${rows.length} free nurses; more are free (a station narrows the search)`
          : `${rows.length} free ${rows.length === 1 ? 'nurse' : 'nurses'}`}
        {canBook ? '' : ' · choose a job card above to book one'}
      </Typography>
      <List aria-label="Free nurses" disablePadding>
        {rows.map((nurse) => {
          const name = formatName(nurse.first_name, nurse.last_name);
          return (
            <ListItem
              key={nurse.id}
              divider
              aria-label={name}
              sx={{ gap: 1.5, px: 0, flexWrap: 'wrap' }}
            >
              <Avatar
                src={nurse.profile_picture || undefined}
                alt=""
                sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}
              >
                {initials(nurse.first_name, nurse.last_name)}
              </Avatar>
              <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                  {name}{' '}
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    {nurse.care_number}
                  </Typography>
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  {nurse.rating === null ? (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      No rating
                    </Typography>
                  ) : (
                    <Rating
                      value={nurse.rating}
                      precision={0.5}
                      readOnly
                      size="small"
                      getLabelText={(value) => `Rated ${value} of 5`}
                    />
                  )}
                  <Typography variant="caption" aria-label="Distance">
                    {distanceText(nurse.distance_km)}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {nurse.station ?? 'No station'} · licence to {dayLabel(nurse.licence_expiry)}
                  </Typography>
                </Box>
              </Box>
              <Button
                variant="outlined"
                size="small"
                disabled={!canBook}
                onClick={() => onBook(nurse)}
                aria-label={`Book ${name}`}
              >
                Book
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
