import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatPhone } from '@app/contract';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../config/paths';
import { useSmsReplies } from '../api/get-sms-replies';

/** Open birth reports shown at once; more is rare (each is closed by recording the birth). */
const SHOWN = 50;

/**
 * Care due (issue 42): the mothers who replied BABY (or the word in their
 * language) and whose birth is not yet recorded: each is a task, done by
 * recording the outcome on her profile. Hidden when there is none.
 */
export function BirthsReportedCard() {
  const query = useSmsReplies({ outcome: 'birth_reported', open: true, limit: SHOWN });
  const rows = query.data?.rows ?? [];
  if (!rows.length) return null;
  return (
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-label="Births reported by SMS"
      sx={{ mb: 2 }}
    >
      <AlertTitle>
        {rows.length === 1 ? '1 birth reported by SMS' : `${rows.length} births reported by SMS`}:
        record {rows.length === 1 ? 'it' : 'them'}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2, display: 'grid', gap: 0.5 }}>
        {rows.map((r) => (
          <Typography component="li" variant="body2" key={r.id} sx={{ overflowWrap: 'anywhere' }}>
            {r.customerId ? (
              <Link component={RouterLink} to={pathTo.customer(r.customerId)}>
                {r.customerName ?? formatPhone(r.phone)}
              </Link>
            ) : (
              formatPhone(r.phone)
            )}{' '}
            · {formatPhone(r.phone)} · “{r.text}” · {formatDateTime(r.receivedAt)}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}
