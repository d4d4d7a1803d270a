import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  PREGNANCY_MESSAGES,
  PREGNANCY_STATUS_LABELS,
  gravidaParityText,
  type Customer,
  type Pregnancy,
} from '@app/contract';
import { useBabies } from '../api/get-babies';
import { usePregnancies } from '../api/get-pregnancies';
import { BabiesList } from './babies-list';
import { OutcomeDialog } from './outcome-dialog';
import { PregnancyDialog } from './pregnancy-dialog';
import { PregnancyFacts, shownDay } from './pregnancy-facts';

type Props = {
  customer: Customer;
  /** Her date of birth when known (the age risk); the profile holds none yet. */
  dateOfBirth?: string | null;
  /** After an outcome is saved: the profile refreshes her (a birth makes her a parent). */
  onOutcomeRecorded?: () => void;
};

/** How an ended pregnancy reads: "Delivered on 01-12-2026 at Mulago" or "Ended on ... (loss)". */
export function outcomeText(p: Pregnancy): string | null {
  if (!p.outcome_date) return null;
  const where = p.outcome_place ? ` at ${p.outcome_place}` : '';
  return p.outcome === 'birth'
    ? `Delivered on ${shownDay(p.outcome_date)}${where}`
    : `Ended on ${shownDay(p.outcome_date)} (loss)`;
}

/** Whether the section is shown: a woman, a customer marked expecting, or anyone with a pregnancy. */
export const showsPregnancies = (customer: Customer, pregnancies: readonly Pregnancy[]) =>
  customer.gender === 'Female' || customer.user_type === 'expecting' || pregnancies.length > 0;

/**
 * "Pregnancy" on a customer's profile (issue 42): the ongoing pregnancy with
 * its gestational age today, and the earlier ones with how they ended; her
 * babies. Registered and edited in PregnancyDialog, ended in OutcomeDialog;
 * an erased customer's section is read-only.
 */
export function PregnancySection({ customer, dateOfBirth, onOutcomeRecorded }: Props) {
  const query = usePregnancies(customer.id);
  const [editing, setEditing] = useState<Pregnancy | 'new' | null>(null);
  const [recording, setRecording] = useState(false);
  const all = query.data ?? [];
  // Babies come with a birth: asked once she has a pregnancy that ended.
  const babies =
    useBabies(
      customer.id,
      all.some((p) => p.status === 'delivered'),
    ).data ?? [];
  if (query.isSuccess && !showsPregnancies(customer, all)) return null;
  const ongoing = all.find((p) => p.status === 'ongoing') ?? null;
  const past = all.filter((p) => p !== ongoing);
  const readOnly = customer.erased_at !== null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="pregnancy-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="pregnancy-title" variant="h6" component="h3">
          Pregnancy
        </Typography>
        <Box sx={{ flex: 1 }} />
        {readOnly || !query.isSuccess ? null : ongoing ? (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventAvailable />}
              onClick={() => setRecording(true)}
            >
              Record outcome
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<Edit />}
              onClick={() => setEditing(ongoing)}
            >
              Edit pregnancy
            </Button>
          </>
        ) : (
          <Button
            size="small"
            variant="outlined"
            startIcon={<Add />}
            onClick={() => setEditing('new')}
          >
            Register pregnancy
          </Button>
        )}
      </Box>
      {query.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : query.isError ? (
        <Alert severity="error">{PREGNANCY_MESSAGES.loadFailed}</Alert>
      ) : ongoing ? (
        <PregnancyFacts pregnancy={ongoing} dateOfBirth={dateOfBirth} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No ongoing pregnancy recorded.
        </Typography>
      )}
      {past.length ? (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            Earlier pregnancies
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {past.map((p) => (
              <Typography component="li" variant="body2" key={p.id}>
                {outcomeText(p) ?? PREGNANCY_STATUS_LABELS[p.status]} · EDD {shownDay(p.edd)} (LMP{' '}
                {shownDay(p.lmp)}) · {gravidaParityText(p)}
              </Typography>
            ))}
          </Box>
        </>
      ) : null}
      {babies.length ? (
        <>
          <Divider sx={{ my: 2 }} />
          <BabiesList babies={babies} />
        </>
      ) : null}
      {ongoing ? (
        <OutcomeDialog
          open={recording}
          customer={customer}
          pregnancy={ongoing}
          onClose={() => setRecording(false)}
          {...(onOutcomeRecorded ? { onRecorded: onOutcomeRecorded } : {})}
        />
      ) : null}
      <PregnancyDialog
        open={editing !== null}
        customer={customer}
        pregnancy={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}
