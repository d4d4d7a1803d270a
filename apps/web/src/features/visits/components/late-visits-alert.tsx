import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lateMissedText } from '@app/contract';
import { useTodayVisits } from '../api/get-today-visits';
import { TODAYS_VISITS_ID } from './todays-visits-card';

/** Home's line at the top (issue 37): how many of today's visits are late or missed. */
export function LateVisitsAlert() {
  const { data } = useTodayVisits();
  const text = data ? lateMissedText(data.counts) : null;
  if (!data || !text) return null;
  return (
    <Alert
      severity={data.counts.missed ? 'error' : 'warning'}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => document.getElementById(TODAYS_VISITS_ID)?.scrollIntoView()}
        >
          Who to call
        </Button>
      }
    >
      {text} today
    </Alert>
  );
}
