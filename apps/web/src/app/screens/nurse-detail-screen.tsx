import { useQueryClient } from '@tanstack/react-query';
import { formatName, type Nurse } from '@app/contract';
import { SmsOptOutLine } from '../../features/communication/components/sms-opt-out-line';
import { nurseKeys } from '../../features/nurses/api/keys';
import { LazyNurseDetailView } from '../../features/nurses/components/nurses-screen';
import { NursePayTab } from '../../features/payroll/components/nurse-pay-tab';
import { ErasedBanner } from '../../features/privacy/components/erased-banner';
import { PrivacyControls } from '../../features/privacy/components/privacy-menu';

/**
 * /nurses/list/:id: one nurse profile (SPEC 2), with the nurse's SMS line
 * from the communication area on its Profile tab (issue 24, ADR 031), the
 * Pay tab from the payroll area (issue 25), and the personal data actions
 * (export, erase, access log) with the erased banner from the privacy area
 * (issue 26).
 */
export function NurseDetailScreen() {
  const queryClient = useQueryClient();
  return (
    <LazyNurseDetailView
      smsLine={(nurse) =>
        // An erased nurse has no number left to write to.
        nurse.erased_at ? null : (
          <SmsOptOutLine
            person={{ nurseId: nurse.id }}
            name={formatName(nurse.first_name, nurse.last_name)}
          />
        )
      }
      payTab={(nurse) => <NursePayTab nurseId={nurse.id} />}
      privacyActions={(nurse: Nurse) => (
        <PrivacyControls
          kind="nurse"
          id={nurse.id}
          name={formatName(nurse.first_name, nurse.last_name)}
          erased={!!nurse.erased_at}
          onErased={() => void queryClient.invalidateQueries({ queryKey: nurseKeys.all })}
        />
      )}
      banner={(nurse) => <ErasedBanner erasedAt={nurse.erased_at} />}
    />
  );
}
