import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  CARE_RECORD_MESSAGES,
  CARE_STEP_STATE_LABELS,
  PREGNANCY_MESSAGES,
  type CareTimelineStep,
} from '@app/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ColorChip } from '../../../components/status-chip';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useCareTimeline } from '../api/get-care-timeline';
import { useRemoveCareRecord } from '../api/remove-care-record';
import { CareRecordDialog, type CareStepToRecord } from './care-record-dialog';
import { STATE_COLORS } from './care-state-colors';
import { dueWindowText } from './care-text';
import { shownDay } from './pregnancy-facts';

type Group = { key: string; title: string; steps: CareTimelineStep[] };

/** Antenatal contacts, postnatal contacts, then each baby's immunisations, each in date order. */
export function groupSteps(steps: readonly CareTimelineStep[]): Group[] {
  const groups = new Map<string, Group>();
  const babies: string[] = [];
  for (const s of steps) {
    let key: string = s.kind;
    let title = s.kind === 'antenatal' ? 'Antenatal contacts' : 'Postnatal contacts';
    if (s.kind === 'immunisation') {
      key = `immunisation-${s.baby ?? ''}`;
      if (!babies.includes(key)) babies.push(key);
      title = `Immunisations: ${s.babyName ?? `baby ${babies.indexOf(key) + 1}`}`;
    }
    const group = groups.get(key) ?? { key, title, steps: [] };
    group.steps.push(s);
    groups.set(key, group);
  }
  const order = (g: Group) => (g.key === 'antenatal' ? 0 : g.key === 'postnatal' ? 1 : 2);
  return [...groups.values()].sort((a, b) => order(a) - order(b));
}

/** The step as the record dialog takes it: a dose names its baby (twins each have their own). */
const toRecord = (customerId: number, s: CareTimelineStep): CareStepToRecord => ({
  customerId,
  step: s.key,
  label: s.label,
  babyId: s.baby ? Number(s.baby) : null,
  babyName: s.babyName ?? null,
  vaccines: s.vaccines,
});

/**
 * "Care timeline" on a customer's profile (issue 42, ADR 054): her
 * contacts and her babies' vaccines with their due windows and where each
 * stands today; a step not done can be recorded as done (a late one too).
 * Hidden when there is nothing to lay out.
 */
export function CareTimelineSection({ customerId }: { customerId: number }) {
  const query = useCareTimeline(customerId);
  const [recording, setRecording] = useState<CareStepToRecord | null>(null);
  // The step whose record is to be removed stays named while the question closes.
  const [removing, setRemoving] = useState<CareTimelineStep | null>(null);
  const [asking, setAsking] = useState(false);
  const remove = useRemoveCareRecord();
  if (query.isSuccess && query.data.length === 0) return null;

  const confirmRemove = () => {
    const id = removing?.done?.record_id;
    if (id === undefined) return;
    remove.mutate(
      { id, customerId },
      {
        onSuccess: () => toast.success(CARE_RECORD_MESSAGES.removed),
        onError: (error) => notifyError(error),
        onSettled: () => setAsking(false),
      },
    );
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="care-timeline-title"
      sx={{ p: 2 }}
    >
      <Typography id="care-timeline-title" variant="h6" component="h3" sx={{ mb: 2 }}>
        Care timeline
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : query.isError ? (
        <Alert severity="error">{PREGNANCY_MESSAGES.timelineLoadFailed}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {groupSteps(query.data).map((g) => (
            <Box key={g.key} component="section" aria-label={g.title}>
              <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
                {g.title}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {g.steps.map((s) => (
                  <Box
                    component="li"
                    key={`${s.key}-${s.baby ?? ''}`}
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                  >
                    <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {s.label}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {s.done
                          ? `Done ${shownDay(s.done.date)}${s.done.where ? `, ${s.done.where}` : ''}`
                          : dueWindowText(s)}
                        {s.vaccines.length ? ` · ${s.vaccines.join(', ')}` : ''}
                      </Typography>
                    </Box>
                    <ColorChip
                      label={CARE_STEP_STATE_LABELS[s.state]}
                      color={STATE_COLORS[s.state]}
                    />
                    {s.state === 'done' && s.done?.record_id !== undefined ? (
                      <Button
                        size="small"
                        color="inherit"
                        aria-label={`Remove record: ${s.label}${s.babyName ? `, ${s.babyName}` : ''}`}
                        onClick={() => {
                          setRemoving(s);
                          setAsking(true);
                        }}
                      >
                        Remove record
                      </Button>
                    ) : null}
                    {s.state === 'done' ? null : (
                      <Button
                        size="small"
                        aria-label={`Record done: ${s.label}${s.babyName ? `, ${s.babyName}` : ''}`}
                        onClick={() => setRecording(toRecord(customerId, s))}
                      >
                        Record done
                      </Button>
                    )}
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <CareRecordDialog step={recording} onClose={() => setRecording(null)} />
      <ConfirmDialog
        open={asking}
        title="Remove this record?"
        text={
          removing
            ? `${removing.label}${removing.babyName ? `, ${removing.babyName}` : ''}: recorded as done by mistake? It becomes a step to do again, on her timeline and in Care due.`
            : undefined
        }
        confirmLabel="Remove record"
        cancelLabel="Keep it"
        danger
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
}
