import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { SETTINGS_MESSAGES, serviceDetailsUpdateSchema, type ServiceDetails } from '@app/contract';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useServiceDetails, useUpdateServiceDetails } from '../api/service-details';

type Values = { serviceName: string; servicePhone: string; serviceEmail: string };

const FIELDS = [
  { name: 'serviceName', label: 'Service name', type: 'text' },
  { name: 'servicePhone', label: 'Phone', type: 'tel' },
  { name: 'serviceEmail', label: 'E-mail', type: 'email' },
] as const;

/** Admin's 'Service details': what printed orders and care cards show about the provider. */
export function ServiceDetailsCard() {
  const details = useServiceDetails();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h6" component="h2">
          Service details
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Printed on shop orders and care cards. An empty field uses the server's setting; with
          neither, the printout leaves it out.
        </Typography>
      </Box>
      {details.isError ? (
        <Alert severity="error">{errorMessage(details.error)}</Alert>
      ) : details.data ? (
        <ServiceDetailsForm details={details.data} />
      ) : (
        <Skeleton variant="rounded" height={180} />
      )}
    </Paper>
  );
}

function ServiceDetailsForm({ details }: { details: ServiceDetails }) {
  const update = useUpdateServiceDetails();
  const initial: Values = {
    serviceName: details.serviceName ?? '',
    servicePhone: details.servicePhone ?? '',
    serviceEmail: details.serviceEmail ?? '',
  };
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    resolver: contractResolver(serviceDetailsUpdateSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const refuse = useInvalidSubmit();

  const onValid = (values: Values) =>
    update.mutate(serviceDetailsUpdateSchema.parse(values), {
      onSuccess: (saved) => {
        toast.success(SETTINGS_MESSAGES.saved);
        reset({
          serviceName: saved.serviceName ?? '',
          servicePhone: saved.servicePhone ?? '',
          serviceEmail: saved.serviceEmail ?? '',
        });
      },
      onError: (error) => notifyError(error, SETTINGS_MESSAGES.failed),
    });

  return (
    <Box
      component="form"
      aria-label="Service details"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {FIELDS.map((f) => (
        <FormTextField
          key={f.name}
          control={control}
          name={f.name}
          label={f.label}
          type={f.type}
          fullWidth
          placeholder={details.defaults[f.name] ?? ''}
          helperText={
            details.defaults[f.name] ? `Default: ${details.defaults[f.name]}` : 'Not set by default'
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={!formState.isDirty || update.isPending}>
          Save service details
        </Button>
      </Box>
    </Box>
  );
}
