import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { RequestPaymentProps } from '../../../lib/request-payment-slot';

// The dialog (its form and schema) loads when first opened, not with the screen.
const RequestPaymentDialog = lazyDialog(() =>
  import('./request-payment-dialog').then((m) => m.RequestPaymentDialog),
);

const LABEL = 'Request payment';

/**
 * "Request payment" on a job card, a ledger entry, a booking or a shop order
 * (handed to those areas through lib/request-payment-slot.tsx): opens the
 * dialog that sends a prompt to her phone.
 */
export function RequestPaymentButton({ target, targetId, disabled, compact }: RequestPaymentProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip title={LABEL}>
          <span>
            <IconButton
              size="small"
              aria-label={LABEL}
              disabled={disabled}
              onClick={() => setOpen(true)}
            >
              <PhoneIphone fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button startIcon={<PhoneIphone />} disabled={disabled} onClick={() => setOpen(true)}>
          {LABEL}
        </Button>
      )}
      <RequestPaymentDialog
        open={open}
        onClose={() => setOpen(false)}
        target={target}
        targetId={targetId}
      />
    </>
  );
}
