import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SectionTabs, useTabParam } from '../../../components/section-tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DaysWithoutProof } from './days-without-proof';
import type { JobCardDialogPart } from './job-card-part';
import { RefusedChecks } from './refused-checks';

const SECTIONS = [
  { key: 'days', label: 'Days without proof' },
  { key: 'refused', label: 'Refused checks' },
] as const;

/**
 * Issue 37, Visit exceptions: what the proof of the visits left for a
 * person to decide. Days without proof (a completed job's day without a
 * check-in and out: paid or not) and Refused checks (a check-in or out that
 * was refused: genuine or not). ?tab= keeps the section.
 */
export function VisitExceptions({ JobCardDialog }: { JobCardDialog: JobCardDialogPart }) {
  const [section, setSection] = useTabParam(SECTIONS, 'days');
  useDocumentTitle('Visit exceptions');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Box
      component="section"
      aria-labelledby="visit-exceptions-title"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Typography id="visit-exceptions-title" variant="h5" component="h2">
        Visit exceptions
      </Typography>
      <SectionTabs
        id="visit-exceptions"
        tabs={SECTIONS}
        value={section}
        onChange={setSection}
        label="Visit exceptions"
        // Two tabs: on a phone they share the width (their words wrap) rather than overflow.
        variant={phone ? 'fullWidth' : 'standard'}
      >
        {section === 'days' ? (
          <DaysWithoutProof JobCardDialog={JobCardDialog} />
        ) : (
          <RefusedChecks JobCardDialog={JobCardDialog} />
        )}
      </SectionTabs>
    </Box>
  );
}
