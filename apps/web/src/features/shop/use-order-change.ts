import { SHOP_MESSAGES } from '@app/contract';
import { isApiError } from '../../lib/api-client';
import { failureText } from '../../lib/notify-error';
import { WARNING_MS, toast } from '../../lib/toast';
import { useUpdateOrder, type OrderChange } from './api/update-order';

/**
 * Sends one change of an order, based on the version on screen (someone
 * else's change meanwhile answers 409), and says how it went (SPEC 8, Orders).
 */
export function useOrderChange(order: { id: number; updatedAt: string }) {
  const update = useUpdateOrder();
  const change = (body: OrderChange, onSaved?: () => void) =>
    update.mutate(
      { id: order.id, change: { ...body, updatedAt: order.updatedAt } },
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
          toast.error(failureText(SHOP_MESSAGES.failed, error));
        },
      },
    );
  return { change, busy: update.isPending };
}
