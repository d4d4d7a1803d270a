import { enqueueSnackbar, type OptionsObject } from 'notistack';

// Toasts (SPEC 9): 5000 ms by default (the provider's setting), 3000 ms for warnings.
type ToastOptions = Omit<OptionsObject, 'variant'>;

export const WARNING_MS = 3000;

export const toast = {
  success: (message: string, options?: ToastOptions) =>
    enqueueSnackbar(message, { ...options, variant: 'success' }),
  error: (message: string, options?: ToastOptions) =>
    enqueueSnackbar(message, { ...options, variant: 'error' }),
  info: (message: string, options?: ToastOptions) =>
    enqueueSnackbar(message, { ...options, variant: 'info' }),
  warning: (message: string, options?: ToastOptions) =>
    enqueueSnackbar(message, { autoHideDuration: WARNING_MS, ...options, variant: 'warning' }),
};
