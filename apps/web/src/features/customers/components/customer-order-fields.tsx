import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { CUSTOMER_PRODUCTS, labelledOptions } from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { FormAddressField } from '../../../components/form-address-field';
import type { CustomerFormValues } from './customer-form';

const full = { gridColumn: '1 / -1' } as const;

/** The order that accompanies a new customer (SPEC 3); it becomes a Pending booking. */
export function CustomerOrderFields({ control }: { control: Control<CustomerFormValues> }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        First order
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        It is kept as a new booking for staff to follow up. Mama bags, mama kits and postnatal care
        make the customer a parent.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelect
          control={control}
          name="order.order"
          label="Product"
          required
          options={labelledOptions('product', CUSTOMER_PRODUCTS)}
          sx={full}
        />
        <Box sx={full}>
          <FormAddressField
            control={control}
            name="order.address"
            label="Delivery address"
            helperText="Leave empty to use the customer's address"
          />
        </Box>
        <FormTextField
          control={control}
          name="order.shippment_type"
          label="Shipment type"
          placeholder="e.g. Home delivery"
        />
        <FormTextField control={control} name="order.requested_by" label="Requested by" />
        <FormTextField
          control={control}
          name="order.category"
          label="Category"
          placeholder="e.g. Maternity"
          sx={full}
        />
      </Box>
    </Box>
  );
}
