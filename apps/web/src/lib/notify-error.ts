import { errorMessage, isApiError } from './api-client';
import { toast } from './toast';

/** Toasts a failed call's message, unless the user was already told (offline, session expired). */
export function notifyError(error: unknown, fallback?: string): void {
  if (isApiError(error) && error.notified) return;
  toast.error(errorMessage(error, fallback));
}

/**
 * The screen's message of a failure with the server's reason when it adds
 * one: 'Message: reason', or 'Message. Reason' after a sentence; a reason
 * that already begins with the message (a gateway's error) is said once.
 */
export function failureText(message: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  if (!reason || reason === message) return message;
  if (reason.startsWith(message)) return reason;
  return `${message}${/[.!?]$/.test(message) ? ' ' : ': '}${reason}`;
}

/** Toasts failureText, unless the user was already told (offline, session expired). */
export function notifyFailure(message: string, error: unknown): void {
  if (isApiError(error) && error.notified) return;
  toast.error(failureText(message, error));
}
