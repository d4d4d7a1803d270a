import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clearErrorToasts } from '../lib/toast';

/** On a new page (another path), the previous page's error toasts are cleared (issue 21). */
export function PageToasts() {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    clearErrorToasts();
  }, [pathname]);
  return null;
}
