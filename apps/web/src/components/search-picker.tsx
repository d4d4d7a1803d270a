import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { useDebounced } from '../lib/use-debounced';

/** Typing pauses this long before a picker searches. */
export const SEARCH_PICKER_DEBOUNCE_MS = 300;

/** T: what is picked; F: what the search answers (T or more); K: the search's query key. */
export type SearchPickerProps<T, F extends T, K extends QueryKey> = {
  label: string;
  /** The form field (react-hook-form's): its name, and its ref and blur, to focus and validate it. */
  field: Pick<ControllerRenderProps, 'name' | 'ref' | 'onBlur'>;
  required?: boolean;
  /** The field's error, shown instead of the helper text. */
  error?: string;
  helperText: ReactNode;
  value: T | null;
  onChange: (value: T | null) => void;
  /** The query for a typed term; '' while the pick itself is shown (asks nothing). */
  search: (term: string) => UseQueryOptions<F[], Error, F[], K>;
  optionLabel: (option: T) => string;
  /** Two options are the same record (by id unless told). */
  sameOption?: (a: T, b: T) => boolean;
  optionDisabled?: (option: T) => boolean;
  /** What an empty list says for the term searched ('' before typing or while the pick shows). */
  noOptionsText: (term: string) => ReactNode;
  /** An option's content in the list. */
  renderOption: (option: T) => ReactNode;
  optionSx?: SxProps<Theme>;
  /** 'small' beside a list's other filters. */
  size?: 'small' | 'medium';
};

/** An Autocomplete's input slots, with a spinner at the end while it searches. */
export function searchingSlots(
  slotProps: AutocompleteRenderInputParams['slotProps'],
  searching: boolean,
) {
  return {
    ...slotProps,
    input: {
      ...slotProps.input,
      endAdornment: (
        <>
          {searching ? <CircularProgress color="inherit" size={18} /> : null}
          {slotProps.input.endAdornment}
        </>
      ),
    },
  };
}

const sameId = <T,>(a: T, b: T) => (a as { id?: unknown }).id === (b as { id?: unknown }).id;

/**
 * A required form field that finds a record by typing (the order's customer,
 * a notification's recipient, a nurse job's job card): it searches once
 * typing pauses, keeps the pick listed while another search runs, and asks
 * nothing while the pick itself is shown.
 */
export function SearchPicker<T, F extends T, K extends QueryKey>({
  label,
  field,
  required,
  error,
  helperText,
  value,
  onChange,
  search,
  optionLabel,
  sameOption = sameId,
  optionDisabled,
  noOptionsText,
  renderOption,
  optionSx,
  size,
}: SearchPickerProps<T, F, K>) {
  const [input, setInput] = useState(value ? optionLabel(value) : '');
  const typed = useDebounced(input.trim(), SEARCH_PICKER_DEBOUNCE_MS);
  const term = value !== null && input === optionLabel(value) ? '' : typed;
  const query = useQuery(search(term));
  const found: T[] = query.data ?? [];
  const options = value && !found.some((o) => sameOption(o, value)) ? [value, ...found] : found;

  return (
    <Autocomplete<T>
      options={options}
      value={value}
      inputValue={input}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      getOptionDisabled={optionDisabled}
      isOptionEqualToValue={sameOption}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, next) => onChange(next)}
      onBlur={field.onBlur}
      loading={query.isFetching}
      size={size}
      noOptionsText={noOptionsText(term)}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={optionSx}>
          {renderOption(option)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={field.name}
          required={required}
          inputRef={field.ref}
          error={!!error}
          helperText={error ?? helperText}
          slotProps={searchingSlots(params.slotProps, query.isFetching)}
        />
      )}
    />
  );
}
