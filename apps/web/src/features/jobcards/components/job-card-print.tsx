import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JobCard } from '@app/contract';
import { PrintArea } from '../../../components/print-area';
import { STATUS_LABELS } from '../job-status';
import { JobCardDetails } from './job-card-details';

/** The printed care card: a plain header, every field, and signature lines. */
export function JobCardPrint({ card }: { card: JobCard }) {
  return (
    <PrintArea>
      <Box sx={{ fontFamily: 'Roboto, sans-serif', p: 0 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            borderBottom: 2,
            borderColor: 'primary.dark',
            pb: 1,
            mb: 2,
          }}
        >
          <Typography variant="h5" component="h1">
            Care card {card.care_card_number}
          </Typography>
          <Typography variant="subtitle1">Status: {STATUS_LABELS[card.status]}</Typography>
        </Box>
        <JobCardDetails card={card} />
        <Box sx={{ display: 'flex', gap: 6, mt: 6 }}>
          {['Nurse', 'Client'].map((who) => (
            <Box key={who} sx={{ flex: 1, borderTop: 1, pt: 1 }}>
              <Typography variant="body2">{who}: name, signature and date</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </PrintArea>
  );
}
