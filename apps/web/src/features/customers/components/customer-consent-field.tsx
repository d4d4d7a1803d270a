import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { CONSENT_METHODS, CONSENT_METHOD_LABELS } from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import type { CustomerFormValues } from './customer-form';

const OPTIONS = CONSENT_METHODS.map((value) => ({ value, label: CONSENT_METHOD_LABELS[value] }));

/**
 * How the new customer agreed to her data being kept (issue 26, Uganda's
 * Data Protection and Privacy Act 2019): required on the staff form; the
 * profile then shows it with who recorded it and when.
 */
export function CustomerConsentField({ control }: { control: Control<CustomerFormValues> }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        Consent
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        The customer agrees to us keeping her details, and her children’s health details, to provide
        care. You are recorded as the staff member who took it.
      </Typography>
      <FormSelect
        control={control}
        name="consent_method"
        label="Consent given"
        required
        options={OPTIONS}
        sx={{ width: { xs: '100%', sm: '50%' } }}
      />
    </Box>
  );
}
