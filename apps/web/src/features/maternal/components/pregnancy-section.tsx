import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
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
import { usePregnancies } from '../api/get-pregnancies';
import { PregnancyDialog } from './pregnancy-dialog';
import { PregnancyFacts, shownDay } from './pregnancy-facts';

type Props = {
  customer: Customer;
  /** Her date of birth when known (the age risk); the profile holds none yet. */
  dateOfBirth?: string | null;
};

/** Whether the section is shown: a woman, a customer marked expecting, or anyone with a pregnancy. */
export const showsPregnancies = (customer: Customer, pregnancies: readonly Pregnancy[]) =>
  customer.gender === 'Female' || customer.user_type === 'expecting' || pregnancies.length > 0;

/**
 * "Pregnancy" on a customer's profile (issue 42): the ongoing pregnancy with
 * its gestational age today, and the earlier ones. Registered and edited in
 * PregnancyDialog; an erased customer's section is read-only.
 */
export function PregnancySection({ customer, dateOfBirth }: Props) {
  const query = usePregnancies(customer.id);
  const [editing, setEditing] = useState<Pregnancy | 'new' | null>(null);
  const all = query.data ?? [];
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
          <Button
            size="small"
            variant="outlined"
            startIcon={<Edit />}
            onClick={() => setEditing(ongoing)}
          >
            Edit pregnancy
          </Button>
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
                EDD {shownDay(p.edd)} (LMP {shownDay(p.lmp)}) · {PREGNANCY_STATUS_LABELS[p.status]}{' '}
                · {gravidaParityText(p)}
              </Typography>
            ))}
          </Box>
        </>
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
