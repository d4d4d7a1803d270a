import Stack from '@mui/material/Stack';
import { AccessLog } from './access-log';
import { RetentionCard } from './retention-card';

/**
 * Admin > Privacy (issue 26, ADMIN only like the rest of Admin): the access
 * log of health data and bulk exports, and the retention policy with its runs.
 */
export function PrivacyTab() {
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <AccessLog />
      <RetentionCard />
    </Stack>
  );
}
