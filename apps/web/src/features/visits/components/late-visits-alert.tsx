import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lateMissedText } from '@app/contract';
import { useTodayVisits } from '../api/get-today-visits';
import { TODAYS_VISITS_ID } from './todays-visits-card';

/**
 * Home's alert on the title's line (issue 37): how many of today's visits are
 * late or missed, one line high; pressed, it brings Today's visits (who to
 * call) into view.
 */
export function LateVisitsAlert() {
  const { data } = useTodayVisits();
  const text = data ? lateMissedText(data.counts) : null;
  if (!data || !text) return null;
  return (
    <Alert
      severity={data.counts.missed ? 'error' : 'warning'}
      sx={{
        ml: 'auto',
        minWidth: 0,
        py: 0,
        px: 1,
        '& .MuiAlert-icon': { py: 0.75, mr: 0.5 },
        '& .MuiAlert-message': { py: 0.25, minWidth: 0 },
      }}
    >
      <Button
        color="inherit"
        size="small"
        aria-label={`${text} today: who to call`}
        onClick={() => document.getElementById(TODAYS_VISITS_ID)?.scrollIntoView()}
        sx={{ textTransform: 'none', minWidth: 0, maxWidth: '100%', display: 'block' }}
      >
        <span
          style={{
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {text} today
        </span>
      </Button>
    </Alert>
  );
}
