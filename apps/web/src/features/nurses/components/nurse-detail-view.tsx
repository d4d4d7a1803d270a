import Stack from '@mui/material/Stack';
import { useEffect, useState, type ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { formatName, type Nurse } from '@app/contract';
import { DeleteProfileDialog } from '../../../components/delete-profile-dialog';
import { DetailScreen, useDetailId } from '../../../components/detail-screen';
import { SectionTabs } from '../../../components/section-tabs';
import { paths } from '../../../config/paths';
import { useDeleteNurse } from '../api/delete-nurse';
import { useNurse } from '../api/get-nurse';
import { NURSE_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';
import { NurseHeader } from './nurse-header';
import { NurseJobsTab } from './nurse-jobs-tab';
import { NurseProfileTab } from './nurse-profile-tab';
import { NurseReviewsTab } from './nurse-reviews-tab';
import { NurseWizardDialog } from './nurse-wizard-dialog';
import { useDocumentTitle } from '../../../lib/use-document-title';

const TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'jobs', label: 'Nurse Jobs' },
  { key: 'reviews', label: 'Reviews' },
] as const;
/** Shown when the Pay tab is handed in (issue 25). */
const PAY_TAB = { key: 'pay', label: 'Pay' } as const;
type TabKey = (typeof TABS)[number]['key'] | typeof PAY_TAB.key;

/** What the nurses screen hands its profile: the open tab wants the whole width (Nurse Jobs). */
export type NurseProfileOutlet = { setWideTab: (wide: boolean) => void };

export type NurseDetailProps = {
  /**
   * The nurse's SMS line on the Profile tab (issue 24): another area's piece,
   * handed in by app/screens (ADR 031).
   */
  smsLine?: (nurse: Nurse) => ReactNode;
  /** The nurse's pay history and statement (issue 25), from the payroll area via app/. */
  payTab?: (nurse: Nurse) => ReactNode;
  /** Personal data actions in the header (issue 26: export, erase), from app/. */
  privacyActions?: (nurse: Nurse) => ReactNode;
  /** Above the header: that the nurse's personal data was erased (issue 26), from app/. */
  banner?: (nurse: Nurse) => ReactNode;
};

/** /nurses/list/:id: one nurse profile (SPEC 2). */
export function NurseDetailView({
  smsLine,
  payTab,
  privacyActions,
  banner,
}: NurseDetailProps = {}) {
  const nurseId = useDetailId();
  const query = useNurse(nurseId);
  useDocumentTitle('Nurses', query.data && formatName(query.data.first_name, query.data.last_name));

  return (
    <DetailScreen
      id={nurseId}
      query={query}
      loadFailed={NURSE_MSG.loadFailed}
      backTo={paths.nursesList}
      backLabel="All nurses"
      skeletons={[140, 260]}
    >
      {/* Keyed by id: another nurse starts on the Profile tab with closed dialogs. */}
      {(nurse) => (
        <NurseProfile
          key={nurse.id}
          nurse={nurse}
          sms={smsLine?.(nurse)}
          pay={payTab?.(nurse)}
          privacy={privacyActions?.(nurse)}
          banner={banner?.(nurse)}
        />
      )}
    </DetailScreen>
  );
}

type NurseProfileProps = {
  nurse: Nurse;
  sms: ReactNode;
  pay: ReactNode;
  privacy: ReactNode;
  banner: ReactNode;
};

function NurseProfile({ nurse, sms, pay, privacy, banner }: NurseProfileProps) {
  const [tab, setTab] = useState<TabKey>('profile');
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const setWideTab = useOutletContext<NurseProfileOutlet | undefined>()?.setWideTab;
  // The jobs table's columns all fit a desk with the nurse list folded away (issue 38).
  useEffect(() => {
    setWideTab?.(tab === 'jobs');
    return () => setWideTab?.(false);
  }, [tab, setWideTab]);
  const remove = useDeleteNurse();
  const close = () => setOpen(null);

  const actions = { onEdit: () => setOpen('edit'), onDelete: () => setOpen('delete') };

  return (
    <Stack spacing={2}>
      {banner}
      <NurseHeader nurse={nurse} {...actions} extraActions={privacy} />
      <SectionTabs
        id="nurse"
        tabs={pay ? [...TABS, PAY_TAB] : TABS}
        value={tab}
        onChange={setTab}
        label="Nurse profile sections"
      >
        {tab === 'profile' ? <NurseProfileTab nurse={nurse} sms={sms} {...actions} /> : null}
        {tab === 'jobs' ? <NurseJobsTab nurse={nurse} /> : null}
        {tab === 'reviews' ? <NurseReviewsTab nurseId={nurse.id} /> : null}
        {tab === 'pay' ? pay : null}
      </SectionTabs>

      <NurseWizardDialog open={open === 'edit'} nurse={nurse} onClose={close} />
      <DeleteProfileDialog
        open={open === 'delete'}
        id={nurse.id}
        remove={remove}
        title={NURSE_MSG.deleteTitle}
        text={`${formatName(nurse.first_name, nurse.last_name)} will be hidden from the lists. Jobs and reviews are kept.`}
        deleted={NURSE_MSG.deleted}
        backTo={paths.nursesList}
        onFailed={(error) => notifyFailure(NURSE_MSG.requestFailed, error)}
        onClose={close}
      />
    </Stack>
  );
}
