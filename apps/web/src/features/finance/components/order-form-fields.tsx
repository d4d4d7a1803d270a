import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import {
  INCOME_PAY_STATUSES,
  LEAD_SOURCES,
  MONEY_HINT,
  ORDER_PRODUCTS,
  PAYMENT_METHODS,
  STATIONS,
  labelledOptions,
} from '@app/contract';
import { FormDateField } from '../../../components/date-field';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { formatAmountInput, type OrderFormValues } from './order-form';

/** The order form's fields after the customer (SPEC 5, enumerations of SPEC 9). */
export function OrderFormFields({ control }: { control: Control<OrderFormValues> }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <FormDateField control={control} name="txn_date" label="Order date" required />
      <FormTextField
        control={control}
        name="amount"
        label="Amount (UGX)"
        required
        parse={formatAmountInput}
        placeholder="250,000"
        helperText={MONEY_HINT}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormSelect
        control={control}
        name="product"
        label="Product"
        required
        options={labelledOptions('product', ORDER_PRODUCTS)}
      />
      <FormSelect
        control={control}
        name="lead_source"
        label="Lead source"
        required
        options={LEAD_SOURCES}
      />
      <FormSelect control={control} name="station" label="Station" required options={STATIONS} />
      <FormSelect
        control={control}
        name="payment_method"
        label="Payment method"
        required
        options={PAYMENT_METHODS}
      />
      <FormSelect
        control={control}
        name="status"
        label="Payment status"
        required
        options={labelledOptions('payment', INCOME_PAY_STATUSES)}
      />
      <FormTextField
        control={control}
        name="doc_id"
        label="Receipt number"
        required
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
      />
      <FormTextField
        control={control}
        name="summary"
        label="Narration"
        multiline
        minRows={2}
        helperText="Optional"
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
