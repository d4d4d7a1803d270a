import { useForm } from 'react-hook-form';
import {
  LATE_AFTER_MINUTES,
  VISIT_SETTINGS_MESSAGES,
  visitSettingsUpdateSchema,
  type VisitSettings,
} from '@app/contract';
import { FormDateField } from '../../../components/date-field';
import { FormTextField } from '../../../components/form-text-field';
import { SettingsCard, SettingsForm } from '../../../components/settings-card';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useVisitSettings } from '../api/get-visit-settings';
import { useUpdateVisitSettings } from '../api/update-visit-settings';

type Values = {
  dayShiftStart: string;
  nightShiftStart: string;
  coordinatorPhone: string;
  proofFrom: string;
};

const FIELDS = [
  {
    name: 'dayShiftStart',
    label: 'Day shift starts',
    type: 'time',
    hint: 'Kampala time, before 12:00',
  },
  {
    name: 'nightShiftStart',
    label: 'Night shift starts',
    type: 'time',
    hint: 'Kampala time, 12:00 or later',
  },
  {
    name: 'coordinatorPhone',
    label: "Coordinator's mobile",
    type: 'tel',
    hint: "Gets the SMS alerts; empty: the service's phone",
  },
] as const;

const valuesOf = (s: VisitSettings): Values => ({
  dayShiftStart: s.dayShiftStart,
  nightShiftStart: s.nightShiftStart,
  coordinatorPhone: s.coordinatorPhone ?? '',
  proofFrom: s.proofFrom ?? '',
});

/**
 * Admin > Service details (issue 37): when the day and night shifts start,
 * which Today's visits reads late and missed by, who gets the alerts, and
 * from which day payroll pays only days with proof.
 */
export function VisitSettingsCard() {
  return (
    <SettingsCard
      id="visit-settings"
      title="Visit shifts and alerts"
      intro={
        <>
          A visit with no check-in {LATE_AFTER_MINUTES} minutes after its shift starts is late, and
          missed when the shift ends (Day and Night 12 hours, Day and night 24 hours from the day
          shift&apos;s start). The coordinator gets one SMS for each; each nurse gets a reminder SMS
          with her visit code an hour before her shift.
        </>
      }
      setting={useVisitSettings()}
      loadingHeight={120}
    >
      {(settings) => <VisitSettingsForm settings={settings} />}
    </SettingsCard>
  );
}

function VisitSettingsForm({ settings }: { settings: VisitSettings }) {
  const update = useUpdateVisitSettings();
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    resolver: contractResolver(visitSettingsUpdateSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(settings),
  });
  const refuse = useInvalidSubmit();

  const onValid = (values: Values) =>
    update.mutate(visitSettingsUpdateSchema.parse({ ...values, updatedAt: settings.updatedAt }), {
      onSuccess: (saved) => {
        toast.success(VISIT_SETTINGS_MESSAGES.saved);
        reset(valuesOf(saved));
      },
      onError: (error) => notifyError(error, VISIT_SETTINGS_MESSAGES.failed),
    });

  return (
    <SettingsForm
      label="Visit settings"
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
      submitLabel="Save visit settings"
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
          helperText={f.hint}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <FormDateField
        control={control}
        name="proofFrom"
        label="Pay only days with proof from"
        helperText="From this day, a day of care is paid with a check-in and out or an ADMIN's approval; empty: no proof needed"
      />
    </SettingsForm>
  );
}
