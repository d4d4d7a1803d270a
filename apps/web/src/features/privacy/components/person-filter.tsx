import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DATA_SUBJECT_KINDS, type DataSubjectKind } from '@app/contract';
import { SearchPicker } from '../../../components/search-picker';
import { MIN_SEARCH_LENGTH } from '../../../lib/search-context';
import { peopleSearchQueryOptions, type Person } from '../api/search-people';
import { SUBJECT_KIND_LABELS } from '../labels';

type PersonFilterProps = {
  /** The person in the URL, with her name when an entry has told it. */
  value: Person | null;
  onChange: (person: Person | null) => void;
};

const samePerson = (a: Person, b: Person) => a.kind === b.kind && a.id === b.id;

// SearchPicker is a form field; here it filters a list, with no form around it.
const noField = { name: 'subject', ref: () => {}, onBlur: () => {} };

/**
 * The access log's person: customers or nurses, then one of them found by
 * name or phone number (3+ characters). Two cells of the filter grid.
 */
export function PersonFilter({ value, onChange }: PersonFilterProps) {
  const [kind, setKind] = useState<DataSubjectKind>(value?.kind ?? 'customer');
  // A person chosen by a link (another kind) shows her kind.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value) setKind(value.kind);
  }

  return (
    <>
      <TextField
        select
        size="small"
        label="People"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as DataSubjectKind);
          if (value) onChange(null);
        }}
      >
        {DATA_SUBJECT_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {SUBJECT_KIND_LABELS[k]}s
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ '& .MuiFormControl-root': { width: '100%' }, minWidth: 0 }}>
        <SearchPicker
          // Another kind is another search; a person set from outside (a link) shows her name.
          key={`${kind}:${value?.id ?? ''}:${value?.name ?? ''}`}
          label="Person"
          size="small"
          field={noField}
          helperText={null}
          value={value}
          onChange={onChange}
          search={peopleSearchQueryOptions(kind)}
          optionLabel={(p) => p.name}
          sameOption={samePerson}
          noOptionsText={(term) =>
            term.length >= MIN_SEARCH_LENGTH ? 'Nobody found' : 'Type 3 or more characters'
          }
          renderOption={(person) => (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{person.name}</Typography>
              {person.detail ? (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {person.detail}
                </Typography>
              ) : null}
            </Box>
          )}
        />
      </Box>
    </>
  );
}
