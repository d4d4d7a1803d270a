import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { birthWeightText, type Baby } from '@app/contract';
import { shownDay } from './pregnancy-facts';

/** "Babies" under her pregnancies (issue 42): each with sex, birthday, age today and birth weight. */
export function BabiesList({ babies }: { babies: readonly Baby[] }) {
  if (!babies.length) return null;
  return (
    <Box component="section" aria-labelledby="babies-title">
      <Typography id="babies-title" variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Babies
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {babies.map((b) => (
          <Typography component="li" variant="body2" key={b.id} sx={{ overflowWrap: 'anywhere' }}>
            <strong>{b.name ?? 'Baby'}</strong> · {b.sex} · born {shownDay(b.born_on)} · {b.age} ·{' '}
            {birthWeightText(b.birth_weight_grams)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
