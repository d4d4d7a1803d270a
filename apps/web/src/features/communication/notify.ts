import { isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** The section 8 message of a failure, with the server's reason when it adds one. */
export function failureText(message: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  if (!reason || reason === message) return message;
  // 'Error sending push notification: <the gateway's error>' already says both.
  if (reason.startsWith(message)) return reason;
  return `${message}${/[.!?]$/.test(message) ? ' ' : ': '}${reason}`;
}

/** Toasts a failure, unless the user was already told (offline, session expired). */
export function notifyFailure(message: string, error: unknown): void {
  if (isApiError(error) && error.notified) return;
  toast.error(failureText(message, error));
}
