import { useState } from 'react';
import { vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

// Stands in for vite-plugin-pwa's virtual module (built only by `vite build`):
// tests say whether a new version is waiting and see what the app asked for.
export const pwaRegister = {
  needRefresh: false,
  updateServiceWorker: vi.fn((_reloadPage?: boolean) => Promise.resolve()),
  options: undefined as RegisterSWOptions | undefined,
};

export function useRegisterSW(options?: RegisterSWOptions) {
  pwaRegister.options = options;
  const needRefresh = useState(pwaRegister.needRefresh);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: pwaRegister.updateServiceWorker };
}
