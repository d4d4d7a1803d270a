import { formatName } from '@app/contract';
import { SmsOptOutLine } from '../../features/communication/components/sms-opt-out-line';
import { NurseDetailScreen as NurseProfile } from '../../features/nurses/components/nurses-screen';
import { NursePayTab } from '../../features/payroll/components/nurse-pay-tab';

/**
 * /nurses/list/:id: one nurse profile (SPEC 2), with the nurse's SMS line
 * from the communication area on its Profile tab (issue 24, ADR 031) and the
 * Pay tab from the payroll area (issue 25).
 */
export function NurseDetailScreen() {
  return (
    <NurseProfile
      smsLine={(nurse) => (
        <SmsOptOutLine
          person={{ nurseId: nurse.id }}
          name={formatName(nurse.first_name, nurse.last_name)}
        />
      )}
      payTab={(nurse) => <NursePayTab nurseId={nurse.id} />}
    />
  );
}
