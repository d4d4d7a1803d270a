import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  PRIVACY_MESSAGES,
  RETENTION_DEFAULTS,
  retentionPolicySchema,
  type Retention,
  type RetentionPolicy,
} from '@app/contract';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-client';
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
  const retention = useRetention();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="retention-title"
      sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box>
        <Typography id="retention-title" variant="h6" component="h2">
          Retention
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The server removes personal data older than this every night.
        </Typography>
      </Box>
      {retention.isError ? (
        <Alert severity="error">{errorMessage(retention.error)}</Alert>
      ) : retention.data ? (
        <>
          <RetentionForm retention={retention.data} />
          <RetentionRuns retention={retention.data} />
        </>
      ) : (
        <Skeleton variant="rounded" height={220} />
      )}
    </Paper>
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
    <Box
      component="form"
      aria-label="Retention policy"
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
          type="number"
          fullWidth
          helperText={f.help}
          slotProps={{
            htmlInput: { inputMode: 'numeric', min: 1 },
            input: { endAdornment: <Box component="span">days</Box> },
          }}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={!formState.isDirty || update.isPending}>
          Save retention policy
        </Button>
      </Box>
    </Box>
  );
}
