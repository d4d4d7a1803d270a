import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, type ErasurePlan } from '@app/contract';
import { ERASURE_KEEPS, picturesLabel, rowsLabel } from '../labels';

const list = { m: 0, pl: 2.5, '& li': { mb: 0.25 } } as const;

/** Why the person cannot be erased yet: each record the law requires kept, and why. */
export function ErasureBlockers({ plan }: { plan: ErasurePlan }) {
  return (
    <Alert severity="warning">
      <AlertTitle>Cannot erase yet</AlertTitle>
      <Box component="ul" aria-label="What blocks the erasure" sx={list}>
        {plan.blockers.map((b) => (
          <li key={`${b.kind}-${b.id}`}>
            {b.label}: {b.reason}
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Close or settle these first, then erase.
      </Typography>
    </Alert>
  );
}

/** An erased person: nothing left to erase. */
export function ErasureDone({ plan }: { plan: ErasurePlan }) {
  return <Alert severity="info">Personal data erased on {formatDate(plan.erasedAt)}.</Alert>;
}

/** What the erasure replaces (rows per table in words, pictures) and what it keeps. */
export function ErasureScope({ plan }: { plan: ErasurePlan }) {
  const rows = Object.entries(plan.rows).filter(([, count]) => count > 0);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box component="section" aria-labelledby="erasure-erased" sx={{ minWidth: 0 }}>
        <Typography id="erasure-erased" variant="subtitle2" component="h3">
          Erased
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Names, phone numbers, e-mail, address, location, children, notes and medical details in:
        </Typography>
        <Box component="ul" aria-label="What will be erased" sx={list}>
          {rows.map(([table, count]) => (
            <li key={table}>
              <Typography variant="body2">{rowsLabel(table, count)}</Typography>
            </li>
          ))}
          {plan.pictures > 0 ? (
            <li>
              <Typography variant="body2">{picturesLabel(plan.pictures)}</Typography>
            </li>
          ) : null}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="erasure-kept" sx={{ minWidth: 0 }}>
        <Typography id="erasure-kept" variant="subtitle2" component="h3">
          Kept
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          What the law and the books need, without the name:
        </Typography>
        <Box component="ul" aria-label="What is kept" sx={list}>
          {ERASURE_KEEPS.map((line) => (
            <li key={line}>
              <Typography variant="body2">{line}</Typography>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
