import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  CARE_SCHEDULE_MESSAGES,
  careScheduleUpdateSchema,
  type CareSchedule,
  type CareScheduleUpdate,
  type CareStep,
} from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SettingsCard } from '../../../components/settings-card';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useCareSchedule } from '../api/get-care-schedule';
import { useUpdateCareSchedule } from '../api/update-care-schedule';
import { scheduleSourceText } from './care-schedule-text';
import { CareScheduleSteps } from './care-schedule-steps';
import { CareStepDialog, type CareStepTarget } from './care-step-dialog';

export const SAVE_FAILED = 'The care schedule could not be saved, please try again';
export const PUT_BACK = {
  title: 'Put back the built-in schedule?',
  text: 'The steps an ADMIN changed, added or removed are replaced by the built-in schedule (WHO 2016 antenatal, WHO 2022 postnatal, UNEPI), and every mother’s and baby’s steps are laid again. Your unsaved changes are lost too.',
  confirm: 'Put back',
} as const;

/** The steps being changed, and the version of the schedule they were made from. */
type Draft = { steps: CareStep[]; version: number };
/** The API's refusal of a save, kept on the card (a 409): `stale` when another ADMIN saved meanwhile. */
type Refusal = { message: string; stale: boolean };

/**
 * Admin > Care schedule (issue 42, ADR 059): the antenatal and postnatal
 * contacts and the immunisations each mother and baby follows, as an ADMIN
 * keeps them. Changes stay in a draft on the card until Save schedule,
 * which sends the whole list with the version it was made from.
 */
export function CareScheduleCard() {
  const setting = useCareSchedule();
  return (
    <SettingsCard
      id="care-schedule"
      title="Care schedule"
      intro="The contacts and vaccines each mother and baby is due, counted from her LMP (antenatal) or the birth, with the days each is due and overdue. A save lays every mother’s and baby’s steps again."
      setting={setting}
      loadingHeight={240}
    >
      {(schedule) => (
        <CareScheduleEditor schedule={schedule} reload={() => void setting.refetch()} />
      )}
    </SettingsCard>
  );
}

function CareScheduleEditor({ schedule, reload }: { schedule: CareSchedule; reload: () => void }) {
  const update = useUpdateCareSchedule();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editing, setEditing] = useState<CareStepTarget | null>(null);
  const [askPutBack, setAskPutBack] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const steps = draft?.steps ?? schedule.steps;

  const change = (next: (steps: CareStep[]) => CareStep[]) =>
    setDraft((d) => ({
      steps: next(d?.steps ?? [...schedule.steps]),
      version: d?.version ?? schedule.version,
    }));
  const apply = (step: CareStep) => {
    const was = editing?.step?.key;
    change((list) =>
      was === undefined ? [...list, step] : list.map((s) => (s.key === was ? step : s)),
    );
  };
  const remove = (step: CareStep) => change((list) => list.filter((s) => s.key !== step.key));

  // A 409 stays on the card and the draft is kept; the rest is toasted.
  const failedWith = (error: unknown) => {
    if (isApiError(error) && error.status === 409 && !error.notified)
      setRefusal({
        message: error.message,
        stale: error.message === CARE_SCHEDULE_MESSAGES.changedMeanwhile,
      });
    else notifyError(error, SAVE_FAILED);
  };
  const send = (body: CareScheduleUpdate, done: string) =>
    update.mutate(body, {
      onSuccess: () => {
        setDraft(null);
        setRefusal(null);
        toast.success(done);
      },
      onError: failedWith,
      onSettled: () => setAskPutBack(false),
    });

  const save = () => {
    if (!draft) return;
    const body = careScheduleUpdateSchema.safeParse(draft);
    if (!body.success) toast.error(body.error.issues[0]?.message ?? SAVE_FAILED);
    else send(body.data, CARE_SCHEDULE_MESSAGES.saved);
  };
  const discard = () => {
    setDraft(null);
    setRefusal(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {scheduleSourceText(schedule)}
      </Typography>
      {refusal ? (
        <Alert
          severity="error"
          onClose={() => setRefusal(null)}
          action={
            refusal.stale ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  discard();
                  reload();
                }}
              >
                Load theirs
              </Button>
            ) : undefined
          }
        >
          {refusal.message}
          {refusal.stale ? ' Your changes are kept here until you load theirs.' : null}
        </Alert>
      ) : null}
      <CareScheduleSteps
        steps={steps}
        recorded={schedule.recorded}
        onEdit={(step) => setEditing({ step, recorded: schedule.recorded[step.key] ?? 0 })}
        onRemove={remove}
      />
      {draft ? (
        <Alert severity="info">
          Unsaved changes: the schedule changes for everyone once you save it.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          onClick={save}
          disabled={!draft || update.isPending}
          aria-busy={update.isPending}
        >
          Save schedule
        </Button>
        <Button onClick={discard} disabled={!draft || update.isPending}>
          Discard changes
        </Button>
        <Button startIcon={<Add />} onClick={() => setEditing({ step: null, recorded: 0 })}>
          Add step
        </Button>
        {schedule.edited ? (
          <Button color="warning" onClick={() => setAskPutBack(true)} disabled={update.isPending}>
            Put back the built-in schedule
          </Button>
        ) : null}
      </Box>
      <CareStepDialog
        target={editing}
        takenKeys={steps.map((s) => s.key).filter((key) => key !== editing?.step?.key)}
        onApply={apply}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={askPutBack}
        title={PUT_BACK.title}
        text={PUT_BACK.text}
        confirmLabel={PUT_BACK.confirm}
        danger
        busy={update.isPending}
        onConfirm={() =>
          send({ steps: null, version: schedule.version }, CARE_SCHEDULE_MESSAGES.reset)
        }
        onCancel={() => setAskPutBack(false)}
      />
      <UnsavedChangesGuard dirty={draft !== null && editing === null} />
    </Box>
  );
}
