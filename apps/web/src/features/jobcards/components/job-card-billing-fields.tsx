import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { Control } from 'react-hook-form';
import { MONEY_HINT } from '@app/contract';
import { FormTextField } from '../../../components/form-text-field';
import type { JobCardFormValues } from './job-card-form';
import { FormSection } from './job-card-form-sections';

const money = {
  input: { startAdornment: <InputAdornment position="start">UGX</InputAdornment> },
  htmlInput: { inputMode: 'numeric' },
} as const;

/** Who asked, and the invoice and receipt (whole UGX, ruling 11). */
export function JobCardBillingFields({ control }: { control: Control<JobCardFormValues> }) {
  return (
    <FormSection title="Request and payment">
      <FormTextField control={control} name="requested_by" label="Requested by" />
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      <FormTextField control={control} name="invoice_number" label="Invoice number" />
      <FormTextField
        control={control}
        name="invoice_amount"
        label="Invoice amount"
        placeholder="250,000"
        helperText={MONEY_HINT}
        slotProps={money}
      />
      <FormTextField control={control} name="receipt_number" label="Receipt number" />
      <FormTextField
        control={control}
        name="receipt_amount"
        label="Receipt amount"
        placeholder="250,000"
        helperText={MONEY_HINT}
        slotProps={money}
      />
    </FormSection>
  );
}
