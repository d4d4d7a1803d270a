import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { JOB_STATUS_LABELS, type JobCard } from '@app/contract';
import { PrintArea } from '../../../components/print-area';
import { serviceContactLine, useServiceSettings } from '../../../lib/service-settings';
import { JobCardDetails } from './job-card-details';

/** The printed care card: a plain header, every field, and signature lines. */
export function JobCardPrint({ card }: { card: JobCard }) {
  const { data: settings } = useServiceSettings();
  const contact = serviceContactLine(settings);
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
          <Typography variant="subtitle1">Status: {JOB_STATUS_LABELS[card.status]}</Typography>
        </Box>
        {settings ? (
          <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {settings.serviceName}
            </Typography>
            {contact ? <Typography variant="body2">{contact}</Typography> : null}
          </Box>
        ) : null}
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
