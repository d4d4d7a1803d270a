import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

const LEAVE = {
  title: 'Leave this page?',
  text: 'Your changes on this page have not been saved and will be lost.',
  confirm: 'Leave',
  cancel: 'Stay',
} as const;

/** While `when` holds, closing or reloading the tab asks the browser's own question. */
export function useLeaveWarning(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need the legacy return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}

/**
 * A screen with unsaved edits outside a dialog: moving to another screen asks
 * "Leave this page?" first, and unloading the tab asks the browser's question.
 * Outside a data router (unit tests of a lone form) only the latter applies.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useLeaveWarning(dirty);
  return dataRouter ? <NavigationPrompt dirty={dirty} /> : null;
}

function NavigationPrompt({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE.title}
      text={LEAVE.text}
      confirmLabel={LEAVE.confirm}
      cancelLabel={LEAVE.cancel}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
