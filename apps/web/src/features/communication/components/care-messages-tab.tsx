import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  CARE_MESSAGE_CATEGORIES,
  CARE_MESSAGE_MESSAGES,
  CUSTOMER_LANGUAGE_LABELS,
  type CareMessage,
  type CareMessageCategory,
} from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCareMessages } from '../api/get-care-messages';
import { useDeleteCareMessage } from '../api/delete-care-message';
import { CareMessageAddDialog } from './care-message-add-dialog';
import { CareMessageDialog, type CareMessageTarget } from './care-message-dialog';
import { messageLabel, missingCounts, TRANSLATIONS } from './care-message-labels';
import { CareMessageList } from './care-message-list';
import { CareMessageSettingsCard } from './care-message-settings-card';

type Translation = (typeof TRANSLATIONS)[number];

/**
 * Communication > Care messages (issue 42): the SMS sent for her week of
 * pregnancy, the weeks after the birth and her baby's age, and the
 * day-before reminder; written in English, translated by staff. Any staff
 * translates; an ADMIN also adds and deletes messages and sets the rules.
 */
export function CareMessagesTab() {
  const admin = useSession()?.user.role === 'ADMIN';
  const [category, setCategory] = useState<CareMessageCategory | ''>('');
  const [missing, setMissing] = useState<Translation | ''>('');
  const [target, setTarget] = useState<CareMessageTarget | null>(null);
  const [adding, setAdding] = useState(false);
  // The message asked about stays named while its question closes.
  const [deleting, setDeleting] = useState<CareMessage | null>(null);
  const [asking, setAsking] = useState(false);
  const filter = { category: category || undefined };
  // The category's whole library gives the counts, the names and each message's newest copy.
  const library = useCareMessages(filter);
  const shown = useCareMessages({ ...filter, missing: missing || undefined });
  const remove = useDeleteCareMessage();

  const all = library.data ?? [];
  const labelOf = (message: CareMessage) => messageLabel(message, all);
  const latest = target && {
    ...target,
    message: all.find((m) => m.id === target.message.id) ?? target.message,
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(CARE_MESSAGE_MESSAGES.deleted),
      onError: (error) => notifyError(error),
      onSettled: () => setAsking(false),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <CareMessageSettingsCard />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="care-messages-title"
        sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: '1 1 260px' }}>
            <Typography id="care-messages-title" variant="h6" component="h2">
              Messages for each week
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Each message goes in her language when it is written, in English meanwhile.
            </Typography>
          </Box>
          {admin ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              Add message
            </Button>
          ) : null}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 240px))' },
          }}
        >
          <TextField
            select
            size="small"
            label="Category"
            value={category}
            onChange={(event) => setCategory(event.target.value as CareMessageCategory | '')}
          >
            <MenuItem value="">All categories</MenuItem>
            {CARE_MESSAGE_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Missing in"
            value={missing}
            onChange={(event) => setMissing(event.target.value as Translation | '')}
          >
            <MenuItem value="">Any language</MenuItem>
            {TRANSLATIONS.map((l) => (
              <MenuItem key={l} value={l}>
                {CUSTOMER_LANGUAGE_LABELS[l]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {library.data ? (
          <Typography variant="body2" data-testid="care-message-counts">
            {missingCounts(library.data)
              .map(
                ({ language, count }) => `${CUSTOMER_LANGUAGE_LABELS[language]}: ${count} missing`,
              )
              .join(' · ')}
          </Typography>
        ) : null}
        <CareMessageList
          messages={shown.data}
          error={shown.isError ? errorMessage(shown.error) : undefined}
          labelOf={labelOf}
          admin={admin}
          onEdit={setTarget}
          onDelete={(message) => {
            setDeleting(message);
            setAsking(true);
          }}
        />
      </Paper>
      <CareMessageDialog target={latest} labelOf={labelOf} onClose={() => setTarget(null)} />
      {admin ? (
        <>
          <CareMessageAddDialog
            open={adding}
            category={category || 'Pregnancy'}
            onClose={() => setAdding(false)}
          />
          <ConfirmDialog
            open={asking}
            title="Delete this message?"
            text={
              deleting
                ? `${labelOf(deleting)}: it is deleted in every language and no longer sent.`
                : undefined
            }
            confirmLabel="Delete"
            cancelLabel="Keep it"
            danger
            busy={remove.isPending}
            onConfirm={confirmDelete}
            onCancel={() => setAsking(false)}
          />
        </>
      ) : null}
    </Box>
  );
}
