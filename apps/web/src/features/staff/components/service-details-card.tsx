import { useForm } from 'react-hook-form';
import { SETTINGS_MESSAGES, serviceDetailsUpdateSchema, type ServiceDetails } from '@app/contract';
import { FormTextField } from '../../../components/form-text-field';
import { SettingsCard, SettingsForm } from '../../../components/settings-card';
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
  return (
    <SettingsCard
      id="service-details"
      title="Service details"
      intro="Printed on shop orders and care cards. An empty field uses the server's setting; with neither, the printout leaves it out."
      setting={useServiceDetails()}
      loadingHeight={180}
    >
      {(details) => <ServiceDetailsForm details={details} />}
    </SettingsCard>
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
    <SettingsForm
      label="Service details"
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
      submitLabel="Save service details"
      canSave={formState.isDirty && !update.isPending}
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
    </SettingsForm>
  );
}
