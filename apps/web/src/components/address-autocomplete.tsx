import Place from '@mui/icons-material/Place';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Ref } from 'react';
import { useDebounced } from '../lib/use-debounced';
import { searchingSlots } from './search-picker';
import { usePlaces, type Place as PlaceSuggestion } from '../lib/search-places';

/** Typing pauses this long before suggestions are asked for. */
export const PLACES_DEBOUNCE_MS = 250;

export type Coordinates = { latitude: number; longitude: number };

type AddressAutocompleteProps = {
  label: string;
  name?: string;
  value: string;
  /** A picked suggestion brings its coordinates; typed text brings null (clears them). */
  onChange: (address: string, coordinates: Coordinates | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  error?: boolean;
  helperText?: string;
};

/**
 * Address with suggestions from GET /places (Uganda only, ruling 25).
 * Free text is allowed; picking a suggestion fills the coordinates.
 */
export function AddressAutocomplete({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  required,
  error,
  helperText,
}: AddressAutocompleteProps) {
  const query = useDebounced(value.trim(), PLACES_DEBOUNCE_MS);
  const places = usePlaces(query);
  const options = places.data ?? [];

  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      options={options}
      value={value}
      inputValue={value}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.address)}
      isOptionEqualToValue={(option, current) =>
        typeof current !== 'string' && option.address === current.address
      }
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(text, null);
      }}
      onChange={(_event, picked) => {
        if (picked === null) onChange('', null);
        else if (typeof picked === 'string') onChange(picked, null);
        else onChange(picked.address, { latitude: picked.latitude, longitude: picked.longitude });
      }}
      loading={places.isFetching}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <Place fontSize="small" sx={{ color: 'text.secondary' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.label}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {option.kind}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={required}
          error={error}
          helperText={helperText}
          onBlur={onBlur}
          inputRef={inputRef}
          slotProps={{
            ...searchingSlots(params.slotProps, places.isFetching),
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'off' },
          }}
        />
      )}
    />
  );
}
