import Alert from '@mui/material/Alert';
import { formatDate } from '@app/contract';

export const erasedBannerText = (erasedAt: string) =>
  `Personal data erased on ${formatDate(erasedAt)}`;

/**
 * Shown on an erased person's profile (issue 26): what remains are the
 * placeholders and what the law and the books need.
 */
export function ErasedBanner({ erasedAt }: { erasedAt: string | null | undefined }) {
  if (!erasedAt) return null;
  return (
    <Alert severity="info" role="status">
      {erasedBannerText(erasedAt)}. The name, contacts and health details are gone; the amounts,
      dates and receipt numbers the books need are kept.
    </Alert>
  );
}
