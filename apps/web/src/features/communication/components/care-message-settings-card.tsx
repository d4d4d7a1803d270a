import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import {
  CARE_MESSAGE_LAST_HOUR,
  CARE_MESSAGE_MESSAGES,
  careMessageSettingsUpdateSchema,
  formatDate,
  type CareMessageSettings,
} from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import { FormTextField, parseCount } from '../../../components/form-text-field';
import { SettingsCard, SettingsForm } from '../../../components/settings-card';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCareMessageSettings } from '../api/get-care-message-settings';
import { useSaveCareMessageSettings } from '../api/save-care-message-settings';
import { hourLabel } from './care-message-labels';

export const SENDING_LABEL = 'Send messages for each week';
export const SETTINGS_FAILED = 'The sending rules could not be saved, please try again';

type Values = { enabled: boolean; per_week: number | null; hour: number };

const valuesOf = (s: CareMessageSettings): Values => ({
  enabled: s.enabled,
  per_week: s.per_week,
  hour: s.hour,
});

const HOURS = Array.from({ length: CARE_MESSAGE_LAST_HOUR - 7 + 1 }, (_, i) => ({
  value: 7 + i,
  label: hourLabel(7 + i),
}));

const savedLine = (s: CareMessageSettings) =>
  s.updated_at
    ? `Saved ${formatDate(s.updated_at)}${s.updated_by_name ? ` by ${s.updated_by_name}` : ''}`
    : 'The rules the service came with';

/**
 * Messages for each week (issue 42): whether they are sent, how many one
 * person gets in a week at most (reminders not counted), and the hour
 * (Kampala) they go from. Any staff reads them; only an ADMIN changes them.
 */
export function CareMessageSettingsCard() {
  const admin = useSession()?.user.role === 'ADMIN';
  return (
    <SettingsCard
      id="care-message-settings"
      title="Sending"
      intro="Each customer gets the messages for her week of pregnancy, for the weeks after the birth and for her baby's age, and a reminder the day before a contact or a vaccine is due. Reminders are not counted in the week's number."
      setting={useCareMessageSettings()}
      loadingHeight={60}
    >
      {(settings) =>
        admin ? (
          <CareMessageSettingsForm settings={settings} />
        ) : (
          <>
            <Typography variant="body2">
              {settings.enabled
                ? `On: at most ${settings.per_week} a week to each customer, from ${hourLabel(settings.hour)} (Kampala time).`
                : 'Off: no message for her week nor reminder is sent.'}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', mt: -1.5 }}>
              {savedLine(settings)} · Only an ADMIN can change these.
            </Typography>
          </>
        )
      }
    </SettingsCard>
  );
}

function CareMessageSettingsForm({ settings }: { settings: CareMessageSettings }) {
  const save = useSaveCareMessageSettings();
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    resolver: contractResolver(careMessageSettingsUpdateSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(settings),
  });
  const refuse = useInvalidSubmit();

  const onValid = (values: Values) =>
    save.mutate(careMessageSettingsUpdateSchema.parse(values), {
      onSuccess: (saved) => {
        toast.success(CARE_MESSAGE_MESSAGES.settingsSaved);
        reset(valuesOf(saved));
      },
      onError: (error) => notifyError(error, SETTINGS_FAILED),
    });

  return (
    <>
      <SettingsForm
        label="Sending rules"
        onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
        submitLabel="Save sending rules"
        canSave={formState.isDirty && !save.isPending}
      >
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={SENDING_LABEL}
            />
          )}
        />
        <FormTextField
          control={control}
          name="per_week"
          label="Messages a week, at most"
          type="number"
          parse={parseCount}
          fullWidth
          helperText="Messages to one customer in 7 days, 1 to 7"
          slotProps={{ htmlInput: { min: 1, max: 7, inputMode: 'numeric' } }}
        />
        <FormSelect
          control={control}
          name="hour"
          label="From hour"
          options={HOURS}
          fullWidth
          helperText={`Kampala time; none after ${CARE_MESSAGE_LAST_HOUR}:59`}
        />
      </SettingsForm>
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: -1 }}>
        {savedLine(settings)}
      </Typography>
    </>
  );
}
