import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LICENCE_WARNING_DAYS, formatDate, type LicenceAlert } from '@app/contract';
import { pathTo } from '../../../config/paths';

/** The API lists at most this many, soonest first. */
const LISTED_AT_MOST = 50;

const STATES = {
  expired: { label: 'Expired on', color: 'error.dark', Icon: ErrorOutline },
  expiring: { label: 'Expires on', color: 'warning.dark', Icon: WarningAmber },
} as const;

/** "Expired on 03-12-2026" / "Expires on 03-12-2026". */
export const licenceText = (l: Pick<LicenceAlert, 'licence_state' | 'licence_expiry'>) =>
  `${STATES[l.licence_state].label} ${formatDate(l.licence_expiry)}`;

function LicenceItem({ licence }: { licence: LicenceAlert }) {
  const state = STATES[licence.licence_state];
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 2,
        rowGap: 0.25,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={pathTo.nurse(licence.id)}
          underline="hover"
          sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {licence.name}
        </Link>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary', ml: 1 }}>
          {licence.care_number}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: state.color,
          fontWeight: 500,
          whiteSpace: 'nowrap',
        }}
      >
        <state.Icon aria-hidden fontSize="small" sx={{ alignSelf: 'center' }} />
        {licenceText(licence)}
      </Typography>
    </Box>
  );
}

/** Home (issue 27): practising licences expired or expiring soon, each linked to its nurse. */
export function LicencesCard({ licences }: { licences: LicenceAlert[] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="licences-card-title"
      sx={{ p: 2 }}
    >
      <Typography
        id="licences-card-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600 }}
      >
        Licences
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        Practising licences expired or expiring within {LICENCE_WARNING_DAYS} days, soonest first
      </Typography>
      {licences.length ? (
        <>
          <Box component="ul" aria-label="Licences to renew" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {licences.map((l) => (
              <LicenceItem key={l.id} licence={l} />
            ))}
          </Box>
          {licences.length >= LISTED_AT_MOST ? (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
              The {LISTED_AT_MOST} soonest are shown.
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.dark' }}
        >
          <TaskAlt aria-hidden fontSize="small" />
          All licences are current
        </Typography>
      )}
    </Paper>
  );
}
