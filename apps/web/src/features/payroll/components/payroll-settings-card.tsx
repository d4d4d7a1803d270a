import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PAYROLL_MESSAGES } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SettingsCard } from '../../../components/settings-card';
import { notifyError } from '../../../lib/notify-error';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePayrollSettings } from '../api/get-payroll-settings';
import { useUpdatePayrollSettings } from '../api/update-payroll-settings';

export const TWO_APPROVERS_LABEL = 'Two people approve a payout';
export const SETTING_FAILED = 'The payroll setting could not be saved, please try again';
export const SWITCH_OFF_TEXT =
  'The ADMIN who drafts a payout batch may then approve it alone. Batches drafted while it was on still need another ADMIN. An ADMIN whose own draft waits for approval cannot switch it off.';
export const SWITCH_ON_TEXT =
  'Every payout batch drafted from now on needs a second ADMIN to approve it.';

/**
 * Admin > Payroll (issue 25): whether a payout batch must be approved by an
 * ADMIN other than the one who drafted it. A service with one ADMIN switches
 * it off; the change is audited by the API. Only an ADMIN may change it,
 * after confirming (issue 36); the API refuses it to an ADMIN whose own
 * draft waits for approval, and the card shows why.
 */
export function PayrollSettingsCard() {
  const session = useSession();
  const admin = session?.user.role === 'ADMIN';
  const settings = usePayrollSettings();
  const update = useUpdatePayrollSettings();
  const on = settings.data?.twoApprovers ?? true;
  const [asking, setAsking] = useState<boolean | null>(null);

  const change = (twoApprovers: boolean) =>
    update.mutate(
      { twoApprovers },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(PAYROLL_MESSAGES.settingsSaved);
        },
        onError: (error) => {
          setAsking(null);
          notifyError(error, SETTING_FAILED);
        },
      },
    );

  return (
    <SettingsCard
      id="payroll-settings"
      title="Payroll"
      setting={settings}
      loadingHeight={38}
      footer={
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
            {on
              ? 'On: a payout batch is approved by an ADMIN other than the one who drafted it.'
              : 'Off: the ADMIN who drafted a batch may approve it (a service with one ADMIN).'}
          </Typography>
          <ConfirmDialog
            open={asking !== null}
            title={asking ? 'Switch two-person approval on?' : 'Switch two-person approval off?'}
            text={asking ? SWITCH_ON_TEXT : SWITCH_OFF_TEXT}
            confirmLabel={asking ? 'Switch on' : 'Switch off'}
            cancelLabel="Keep it"
            danger={asking === false}
            busy={update.isPending}
            onConfirm={() => asking !== null && change(asking)}
            onCancel={() => setAsking(null)}
          />
        </>
      }
    >
      {() => (
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={!admin || update.isPending}
              onChange={(event) => setAsking(event.target.checked)}
            />
          }
          label={TWO_APPROVERS_LABEL}
        />
      )}
    </SettingsCard>
  );
}
