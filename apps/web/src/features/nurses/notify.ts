import { isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** 'Prefix: reason' when the server gave a reason, else the prefix alone. */
export function withReason(prefix: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason && reason !== prefix ? `${prefix}: ${reason}` : prefix;
}

/** Toasts a failure with its reason, unless the user was already told (offline, session expired). */
export function notifyFailure(prefix: string, error: unknown): void {
  if (isApiError(error) && error.notified) return;
  toast.error(withReason(prefix, error));
}
