import { SHOP_MESSAGES } from '@app/contract';
import { errorMessage, isApiError } from '../../lib/api-client';
import { WARNING_MS, toast } from '../../lib/toast';
import { useUpdateOrder, type OrderChange } from './api/update-order';

/** 'An error occurred, please try again' with the server's reason when it gives one. */
export function failureText(error: unknown): string {
  const reason = errorMessage(error, '');
  return reason && reason !== SHOP_MESSAGES.failed
    ? `${SHOP_MESSAGES.failed}: ${reason}`
    : SHOP_MESSAGES.failed;
}

/** Sends one change of an order and says how it went (SPEC 8, Orders). */
export function useOrderChange(orderId: number) {
  const update = useUpdateOrder();
  const change = (body: OrderChange, onSaved?: () => void) =>
    update.mutate(
      { id: orderId, change: body },
      {
        onSuccess: () => {
          // SPEC 9: a status change toast lasts 3000 ms.
          toast.success(
            SHOP_MESSAGES.updated,
            body.key === 'status' ? { autoHideDuration: WARNING_MS } : undefined,
          );
          onSaved?.();
        },
        onError: (error) => {
          if (isApiError(error) && error.notified) return;
          toast.error(failureText(error));
        },
      },
    );
  return { change, busy: update.isPending };
}
