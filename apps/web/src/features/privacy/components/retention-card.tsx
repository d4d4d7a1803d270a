import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import {
  PRIVACY_MESSAGES,
  RETENTION_DEFAULTS,
  retentionPolicySchema,
  type Retention,
  type RetentionPolicy,
} from '@app/contract';
import { FormTextField } from '../../../components/form-text-field';
import { SettingsCard, SettingsForm } from '../../../components/settings-card';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useRetention } from '../api/get-retention';
import { useUpdateRetention } from '../api/update-retention';
import { RetentionRuns } from './retention-runs';

export const RETENTION_SAVE_FAILED = 'The retention policy could not be saved, please try again';

type Values = Record<keyof RetentionPolicy, string>;

const FIELDS = [
  {
    name: 'softDeletedDays',
    label: 'Deleted people erased after',
    help: `A deleted customer or nurse is erased this many days later (default ${RETENTION_DEFAULTS.softDeletedDays})`,
  },
  {
    name: 'accessLogDays',
    label: 'Access entries kept for',
    help: `Days, at least a year (default ${RETENTION_DEFAULTS.accessLogDays}, two years)`,
  },
  {
    name: 'authDays',
    label: 'Sign-in codes and ended sessions kept for',
    help: `Days after use or expiry (default ${RETENTION_DEFAULTS.authDays})`,
  },
] as const;

const toValues = (policy: RetentionPolicy): Values => ({
  softDeletedDays: String(policy.softDeletedDays),
  accessLogDays: String(policy.accessLogDays),
  authDays: String(policy.authDays),
});

/**
 * Admin > Privacy, retention (issue 26): how long personal data is kept, the
 * last run of the daily clean-up and the next one, and "Run now".
 */
export function RetentionCard() {
  return (
    <SettingsCard
      id="retention"
      title="Retention"
      intro="The server removes personal data older than this every night."
      setting={useRetention()}
      loadingHeight={220}
    >
      {(retention) => (
        <>
          <RetentionForm retention={retention} />
          <RetentionRuns retention={retention} />
        </>
      )}
    </SettingsCard>
  );
}

function RetentionForm({ retention }: { retention: Retention }) {
  const update = useUpdateRetention();
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    resolver: contractResolver(retentionPolicySchema),
    mode: 'onTouched',
    defaultValues: toValues(retention.policy),
  });
  const refuse = useInvalidSubmit();

  const onValid = (values: Values) =>
    update.mutate(retentionPolicySchema.parse(values), {
      onSuccess: (saved) => {
        toast.success(PRIVACY_MESSAGES.retentionSaved);
        reset(toValues(saved.policy));
      },
      onError: (error) => notifyError(error, RETENTION_SAVE_FAILED),
    });

  return (
    <SettingsForm
      label="Retention policy"
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
      submitLabel="Save retention policy"
      canSave={formState.isDirty && !update.isPending}
    >
      {FIELDS.map((f) => (
        <FormTextField
          key={f.name}
          control={control}
          name={f.name}
          label={f.label}
          type="number"
          fullWidth
          helperText={f.help}
          slotProps={{
            htmlInput: { inputMode: 'numeric', min: 1 },
            input: { endAdornment: <Box component="span">days</Box> },
          }}
        />
      ))}
    </SettingsForm>
  );
}
