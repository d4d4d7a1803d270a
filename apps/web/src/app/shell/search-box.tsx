import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { searchTermFor, useSetSectionSearch } from '../../lib/search-context';

/** Typing pauses this long before a term is reported, so each key does not search. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The current section's name, e.g. 'Nurse Profiles'. */
  section: string;
};

export function SearchBox({ section }: SearchBoxProps) {
  const setTerm = useSetSectionSearch();
  const [value, setValue] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A term typed whose pause has not ended yet. */
  const pending = useRef<string | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (term: string) => {
    clearTimeout(timer.current);
    pending.current = undefined;
    setTerm(term);
  };

  const change = (input: string) => {
    setValue(input);
    clearTimeout(timer.current);
    const term = searchTermFor(input);
    // Falling below 3 characters or clearing restores the list at once.
    if (term === '') return report('');
    pending.current = term;
    timer.current = setTimeout(() => report(term), SEARCH_DEBOUNCE_MS);
  };

  /**
   * Leaving the box (a click on a list's tab, Tab to the next control) ends
   * the typing: the term is reported at once, so it is searched before that
   * click acts, and a tab picked straight after typing narrows this search
   * rather than being undone by the pause ending a moment later.
   */
  const leave = () => {
    if (pending.current !== undefined) report(pending.current);
  };

  return (
    <TextField
      type="search"
      size="small"
      variant="filled"
      label={`Search ${section}`}
      value={value}
      onChange={(event) => change(event.target.value)}
      onBlur={leave}
      onKeyDown={(event) => {
        if (event.key === 'Escape') change('');
      }}
      autoComplete="off"
      sx={{
        width: { xs: '100%', sm: 280, md: 320 },
        '& .MuiFilledInput-root': {
          bgcolor: 'background.paper',
          borderRadius: 1,
          '&:hover, &.Mui-focused': { bgcolor: 'background.paper' },
        },
        // Our own clear button replaces the browser's.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        htmlInput: { 'aria-description': 'Searches by name or phone number from 3 characters' },
        input: {
          disableUnderline: true,
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label="Clear search"
                onClick={() => change('')}
                edge="end"
              >
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
