import { errorMessage, isApiError } from './api-client';
import { toast } from './toast';

/** Toasts a failed call's message, unless the user was already told (offline, session expired). */
export function notifyError(error: unknown, fallback?: string): void {
  if (isApiError(error) && error.notified) return;
  toast.error(errorMessage(error, fallback));
}
