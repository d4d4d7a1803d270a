import { PRIVACY_MESSAGES, type Nurse } from '@app/contract';
import { MarketingObjectionLine } from '../../../components/marketing-objection-line';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { usePutNurseObjection } from '../api/put-objection';

/** The nurse's marketing line (issue 26): one click objects to group SMS and health tips, or allows them again. */
export function NurseMarketingLine({ nurse }: { nurse: Nurse }) {
  const save = usePutNurseObjection();
  const change = (objected: boolean) =>
    save.mutate(
      { id: nurse.id, objected },
      {
        onSuccess: () =>
          toast.success(objected ? PRIVACY_MESSAGES.objected : PRIVACY_MESSAGES.objectionWithdrawn),
        onError: (error) => notifyError(error),
      },
    );
  return (
    <MarketingObjectionLine
      objectedAt={nurse.marketing_objected_at}
      busy={save.isPending}
      onChange={change}
    />
  );
}
