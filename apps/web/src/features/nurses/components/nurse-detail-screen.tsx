import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatName, type Nurse } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailScreen, useDetailId } from '../../../components/detail-screen';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useDeleteNurse } from '../api/delete-nurse';
import { useNurse } from '../api/get-nurse';
import { NURSE_MSG } from '../messages';
import { notifyFailure } from '../notify';
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
type TabKey = (typeof TABS)[number]['key'];

export type NurseDetailProps = {
  /**
   * The nurse's SMS line on the Profile tab (issue 24): another area's piece,
   * handed in by app/screens (ADR 031).
   */
  smsLine?: (nurse: Nurse) => ReactNode;
};

/** /nurses/list/:id: one nurse profile (SPEC 2). */
export function NurseDetailScreen({ smsLine }: NurseDetailProps = {}) {
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
      {(nurse) => <NurseProfile key={nurse.id} nurse={nurse} sms={smsLine?.(nurse)} />}
    </DetailScreen>
  );
}

function NurseProfile({ nurse, sms }: { nurse: Nurse; sms: ReactNode }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>('profile');
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const remove = useDeleteNurse();
  const close = () => setOpen(null);

  const confirmDelete = () =>
    remove.mutate(nurse.id, {
      onSuccess: () => {
        toast.success(NURSE_MSG.deleted);
        close();
        void navigate(paths.nursesList, { replace: true });
      },
      onError: (error) => {
        close();
        notifyFailure(NURSE_MSG.requestFailed, error);
      },
    });

  const actions = { onEdit: () => setOpen('edit'), onDelete: () => setOpen('delete') };

  return (
    <Stack spacing={2}>
      <NurseHeader nurse={nurse} {...actions} />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Nurse profile sections"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`nurse-tab-${t.key}`}
              aria-controls="nurse-tab-panel"
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id="nurse-tab-panel" aria-labelledby={`nurse-tab-${tab}`}>
        {tab === 'profile' ? <NurseProfileTab nurse={nurse} sms={sms} {...actions} /> : null}
        {tab === 'jobs' ? <NurseJobsTab nurse={nurse} /> : null}
        {tab === 'reviews' ? <NurseReviewsTab nurseId={nurse.id} /> : null}
      </Box>

      <NurseWizardDialog open={open === 'edit'} nurse={nurse} onClose={close} />
      <ConfirmDialog
        open={open === 'delete'}
        title={NURSE_MSG.deleteTitle}
        text={`${formatName(nurse.first_name, nurse.last_name)} will be hidden from the lists. Jobs and reviews are kept.`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </Stack>
  );
}
