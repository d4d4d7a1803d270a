import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CARE_MESSAGE_PLACEHOLDERS, type CareMessageCategory } from '@app/contract';

export const KEEP_NAMES = 'Keep the names in braces as they are: each is filled in for her.';

/**
 * The names a category's message may use (issue 42), each with what it
 * becomes; a click puts one at the cursor. Translators keep them untouched:
 * {firstName} stays {firstName} in every language.
 */
export function CareMessagePlaceholders({
  category,
  onInsert,
}: {
  category: CareMessageCategory;
  onInsert?: (name: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {KEEP_NAMES} Dates and numbers follow the language, e.g.{' '}
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {'{weeks, plural, one {# week} other {# weeks}}'}
        </Box>
        .
      </Typography>
      <Box
        role="group"
        aria-label="Placeholders"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {Object.entries(CARE_MESSAGE_PLACEHOLDERS[category]).map(([name, description]) => (
          <Tooltip key={name} title={description}>
            <Chip
              size="small"
              variant="outlined"
              label={`{${name}}`}
              onClick={onInsert ? () => onInsert(name) : undefined}
              aria-label={
                onInsert ? `Insert {${name}}: ${description}` : `{${name}}: ${description}`
              }
            />
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
