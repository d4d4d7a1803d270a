import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Nurse } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useCreateCalendarFeed, type CalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { PRACTICE_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';

function copy(text: string) {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (!clipboard) return void toast.error(PRACTICE_MSG.copyFailed);
  clipboard.writeText(text).then(
    () => toast.success(PRACTICE_MSG.copied),
    () => toast.error(PRACTICE_MSG.copyFailed),
  );
}

/** The address just made: shown this once (only its hash is kept), with Copy. */
function FeedAddress({ feed }: { feed: CalendarFeed }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label="Calendar address"
        value={feed.url}
        size="small"
        fullWidth
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title="Copy the address">
                  <IconButton
                    edge="end"
                    aria-label="Copy the calendar address"
                    onClick={() => copy(feed.url)}
                  >
                    <ContentCopy fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Alert severity="warning">
        {PRACTICE_MSG.feedWarning} It is shown only now: copy it before leaving this page.
      </Alert>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {PRACTICE_MSG.feedHowTo}
      </Typography>
    </Box>
  );
}

type CalendarFeedLineProps = { nurse: Nurse; readOnly: boolean };

/**
 * The nurse's schedule as an iCalendar feed (issue 27): a secret address her
 * phone's calendar subscribes to; a new one stops the old; Stop ends it.
 */
export function CalendarFeedLine({ nurse, readOnly }: CalendarFeedLineProps) {
  const [made, setMade] = useState<CalendarFeed | null>(null);
  const [asking, setAsking] = useState(false);
  const create = useCreateCalendarFeed();
  const stop = useDeleteCalendarFeed();
  const live = nurse.calendar_feed || made !== null;

  const make = () =>
    create.mutate(nurse.id, {
      onSuccess: (feed) => {
        setMade(feed);
        toast.success(PRACTICE_MSG.feedMade);
      },
      onError: (error) => notifyFailure(PRACTICE_MSG.feedFailed, error),
    });

  const confirmStop = () =>
    stop.mutate(nurse.id, {
      onSuccess: () => {
        setAsking(false);
        setMade(null);
        toast.success(PRACTICE_MSG.feedStopped);
      },
      onError: (error) => {
        setAsking(false);
        notifyFailure(PRACTICE_MSG.feedStopFailed, error);
      },
    });

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            Calendar feed
          </Typography>
          <Typography variant="body2">
            {live
              ? "On: the nurse's phone calendar can follow her shifts"
              : "Off: make an address for the nurse's phone calendar"}
          </Typography>
        </Box>
        {readOnly ? null : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventAvailable />}
              disabled={create.isPending}
              onClick={make}
            >
              {live ? 'Make a new address' : 'Make calendar address'}
            </Button>
            {live ? (
              <Button size="small" color="error" onClick={() => setAsking(true)}>
                Stop the calendar feed
              </Button>
            ) : null}
          </Box>
        )}
      </Box>
      {made ? <FeedAddress feed={made} /> : null}
      <ConfirmDialog
        open={asking}
        title="Stop the calendar feed?"
        text="The address stops working: calendars subscribed to it no longer get the nurse's shifts."
        confirmLabel="Stop the feed"
        danger
        busy={stop.isPending}
        onConfirm={confirmStop}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
