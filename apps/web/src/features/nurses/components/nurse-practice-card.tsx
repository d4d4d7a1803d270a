import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, type Nurse } from '@app/contract';
import { DetailItem } from '../../../components/detail-item';
import { NoWrap } from '../../../components/no-wrap';
import { CalendarFeedLine } from './calendar-feed-line';
import { LicenceCopyLine } from './licence-copy-line';
import { LicenceStateChip } from './licence-state-chip';
import { PracticeDialog } from './practice-dialog';

/**
 * "Practice and licence" on the Profile tab (issue 27): the UNMC registration
 * and practising licence with its state, the station, the licence's copy and
 * the nurse's calendar feed. An erased nurse's card is read-only.
 */
export function NursePracticeCard({ nurse }: { nurse: Nurse }) {
  const [editing, setEditing] = useState(false);
  const readOnly = nurse.erased_at !== null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="practice-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="practice-title" variant="h6" component="h3">
          Practice and licence
        </Typography>
        <LicenceStateChip state={nurse.licence_state} />
        <Box sx={{ flex: 1 }} />
        {readOnly ? null : (
          <Button
            size="small"
            variant="outlined"
            startIcon={<Edit />}
            onClick={() => setEditing(true)}
            aria-label="Edit practice and licence"
          >
            Edit
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Columns of at least 12rem: a register number keeps its line (issue 38).
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
        }}
      >
        <DetailItem label="UNMC registration number">
          {nurse.unmc_registration_number ? (
            <NoWrap>{nurse.unmc_registration_number}</NoWrap>
          ) : null}
        </DetailItem>
        <DetailItem label="Practising licence number">
          {nurse.licence_number ? <NoWrap>{nurse.licence_number}</NoWrap> : null}
        </DetailItem>
        <DetailItem label="Licence expiry (last valid day)">
          {nurse.licence_expiry ? formatDate(nurse.licence_expiry) : null}
        </DetailItem>
        <DetailItem label="Station">{nurse.station}</DetailItem>
      </Box>
      <Divider sx={{ my: 2 }} />
      <LicenceCopyLine nurse={nurse} readOnly={readOnly} />
      <Divider sx={{ my: 2 }} />
      <CalendarFeedLine nurse={nurse} readOnly={readOnly} />
      <PracticeDialog open={editing} nurse={nurse} onClose={() => setEditing(false)} />
    </Paper>
  );
}
