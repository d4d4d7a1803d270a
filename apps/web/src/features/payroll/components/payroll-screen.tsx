import Box from '@mui/material/Box';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BatchList } from './batch-list';
import { UnpaidSection } from './unpaid-section';

/**
 * /finance/payroll (issue 25): the completed, unpaid nurse jobs to put in a
 * payout batch, and the batches made so far. Side by side on a wide screen,
 * one above the other on a phone.
 */
export function PayrollScreen() {
  useDocumentTitle('Payroll');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <UnpaidSection />
      <BatchList />
    </Box>
  );
}
