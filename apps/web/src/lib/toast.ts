import {
  closeSnackbar,
  enqueueSnackbar,
  type OptionsObject,
  type SnackbarKey,
  type VariantType,
} from 'notistack';

// Toasts (SPEC 9): 5000 ms by default (the provider's setting), 3000 ms for warnings.
type ToastOptions = Omit<OptionsObject, 'variant'>;

export const WARNING_MS = 3000;
const DEFAULT_MS = 5000;
/** A hovered toast stays: a shown one still counts as shown this much past its time. */
const HOVER_SLACK_MS = 60_000;
/** An error toasted this shortly before a route change is about the new page. */
const NAVIGATION_GRACE_MS = 500;

type Shown = {
  key: SnackbarKey;
  variant: VariantType;
  at: number;
  /** When it hides by itself (Infinity: persistent). */
  hidesAt: number;
  until: number;
};
/**
 * A message raised again this shortly before its toast hides shows afresh:
 * otherwise the second refused Save (CI of 30 Nov) leaves no toast a moment
 * later, as if the refusal had not been said.
 */
const RENEW_MS = 2000;
/**
 * The toasts on screen (or queued), by their text: one toast per message (issue 21).
 * A toast leaves this map when it starts to close, not when it has gone: the
 * same message raised during its fade-out (a second click on Save) shows anew
 * instead of being taken for the toast that is leaving. This map is the only
 * duplicate check: notistack's own (`preventDuplicate`) counts a closing toast
 * as shown, so the provider leaves it off.
 */
const shown = new Map<string, Shown>();

/** A toast closing or gone: its message may be shown anew (unless a newer toast of it is up). */
function forget(text: string, key: SnackbarKey | undefined) {
  if (key !== undefined && shown.get(text)?.key === key) shown.delete(text);
}

function show(message: string, variant: VariantType, options: ToastOptions = {}): SnackbarKey {
  const text = message.trim();
  const now = Date.now();
  const same = shown.get(text);
  if (same && now < same.until) {
    if (same.hidesAt - now > RENEW_MS) return same.key;
    closeSnackbar(same.key);
  }
  const duration = options.persist ? Infinity : (options.autoHideDuration ?? DEFAULT_MS);
  const key = enqueueSnackbar(message, {
    ...options,
    variant,
    onClose: (event, reason, closed) => {
      forget(text, closed);
      options.onClose?.(event, reason, closed);
    },
    // Also on exit: closing them all at once names no toast to onClose.
    onExited: (node, exited) => {
      forget(text, exited);
      options.onExited?.(node, exited);
    },
  });
  shown.set(text, {
    key,
    variant,
    at: now,
    hidesAt: now + duration,
    until: now + duration + HOVER_SLACK_MS,
  });
  return key;
}

export const toast = {
  /**
   * Done: the error toasts showing go at once (issue 38), whatever their age,
   * so no 'Some fields are not filled' stays beside 'Customer created'.
   */
  success: (message: string, options?: ToastOptions) => {
    clearErrorToasts({ all: true });
    return show(message, 'success', options);
  },
  error: (message: string, options?: ToastOptions) => show(message, 'error', options),
  info: (message: string, options?: ToastOptions) => show(message, 'info', options),
  warning: (message: string, options?: ToastOptions) =>
    show(message, 'warning', { autoHideDuration: WARNING_MS, ...options }),
};

/**
 * A new page: the last page's error toasts go (issue 21), queued ones too, so
 * no stale 'Invalid verification, please try again' greets a signed-in user.
 * An error raised just before the move (it caused it) stays, unless `all`:
 * an action that has now succeeded (every toast.success) clears the earlier
 * errors however recent they are (a code pasted at once after a wrong one).
 */
export function clearErrorToasts({ all = false }: { all?: boolean } = {}) {
  const now = Date.now();
  for (const [text, toastShown] of shown) {
    if (toastShown.variant !== 'error') continue;
    if (!all && now - toastShown.at < NAVIGATION_GRACE_MS) continue;
    closeSnackbar(toastShown.key);
    shown.delete(text);
  }
}

/** The toaster is gone (the app's providers unmount): nothing it showed is on screen. */
export function forgetToasts() {
  shown.clear();
}
