import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { MSG } from '@app/contract';

type ListNoticeProps = {
  /** The list cannot load without a connection (SPEC 8, Lists). */
  offline?: boolean;
  /** Any other failure, in words. */
  error?: string | undefined;
  /** Asks again (the query's refetch). */
  onRetry?: (() => void) | undefined;
  sx?: SxProps<Theme>;
};

/**
 * Why a list shows no (fresh) rows: 'No internet connection' or the error,
 * with Retry. Shared by the paged tables and the infinite lists.
 */
export function ListNotice({ offline = false, error, onRetry, sx }: ListNoticeProps) {
  if (!offline && !error) return null;
  return (
    <Alert
      severity={offline ? 'warning' : 'error'}
      icon={offline ? <CloudOff /> : undefined}
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {offline ? MSG.offline : error}
    </Alert>
  );
}
