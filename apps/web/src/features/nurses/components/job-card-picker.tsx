import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { JobCard } from '@app/contract';
import { StatusChip } from '../../../components/status-chip';
import { useJobCardSearch } from '../../jobcards/api/search-job-cards';
import { STATUS_LABELS } from '../../jobcards/job-status';
import { useDebounced } from '../../../lib/use-debounced';
import type { NurseJobForm } from './nurse-job-form';

/** Typing pauses this long before job cards are searched for. */
export const JOB_SEARCH_DEBOUNCE_MS = 300;

const cardLabel = (card: JobCard) => `${card.care_card_number} · ${card.client_name}`;
const isFinal = (card: JobCard) => card.status === 'cancelled' || card.status === 'completed';

/**
 * The job search of the nurse job dialog (required): GET /portal/jobcard/search
 * by card number, client or patient. Cancelled and completed cards cannot take
 * a nurse, so they are shown but cannot be chosen.
 */
export function JobCardPicker({
  control,
  onPicked,
}: {
  control: Control<NurseJobForm>;
  /** The card chosen (or null when cleared), for the fields it prefills. */
  onPicked?: (card: JobCard | null) => void;
}) {
  const { field, fieldState } = useController({ control, name: 'jobId' });
  const [picked, setPicked] = useState<JobCard | null>(null);
  const [input, setInput] = useState('');
  const term = useDebounced(input.trim(), JOB_SEARCH_DEBOUNCE_MS);
  const search = useJobCardSearch(picked && input === cardLabel(picked) ? '' : term);
  const options = search.data ?? [];

  return (
    <Autocomplete<JobCard>
      options={picked && !options.some((o) => o.id === picked.id) ? [picked, ...options] : options}
      value={picked}
      inputValue={input}
      filterOptions={(all) => all}
      getOptionLabel={cardLabel}
      getOptionDisabled={isFinal}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, card) => {
        setPicked(card);
        field.onChange(card ? card.id : null);
        onPicked?.(card);
      }}
      onBlur={field.onBlur}
      loading={search.isFetching}
      noOptionsText={term ? 'No job card found' : 'Type a card number, client or patient name'}
      renderOption={({ key, ...props }, card) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2">{cardLabel(card)}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {[card.service, card.patient_name].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <StatusChip kind="job" value={card.status} label={STATUS_LABELS[card.status]} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Job card"
          name={field.name}
          required
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? 'Search by card number, client or patient name'}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {search.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
