import { useContext, useEffect } from 'react';
import {
  UNSAFE_DataRouterContext,
  useBlocker,
  type Location,
  type NavigationType,
} from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** The question asked before what was typed is thrown away, and its two answers. */
export type LeaveQuestion = {
  readonly title: string;
  readonly text: string;
  /** Goes on: what was typed is lost. */
  readonly confirm: string;
  /** Stays: everything typed is kept. */
  readonly cancel: string;
};

const LEAVE: LeaveQuestion = {
  title: 'Leave this page?',
  text: 'Your changes on this page have not been saved and will be lost.',
  confirm: 'Leave',
  cancel: 'Stay',
};

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

const toAnotherPage = (current: Location, next: Location) => current.pathname !== next.pathname;

/**
 * A screen with unsaved edits outside a dialog: moving to another screen asks
 * "Leave this page?" first, and unloading the tab asks the browser's question.
 * Outside a data router (unit tests of a lone form) only the latter applies.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useLeaveWarning(dirty);
  return dirty ? <NavigationPrompt question={LEAVE} blocks={toAnotherPage} /> : null;
}

type NavigationPromptProps = {
  question: LeaveQuestion;
  /** Which router moves are asked about; the others go on. */
  blocks: (current: Location, next: Location, action: NavigationType) => boolean;
  /** The answer was to go on: called as the move goes on. */
  onLeave?: () => void;
  /**
   * False once the form has been closed by its own hand (a save that closes
   * it, then opens the saved record): a move blocked meanwhile goes on unasked.
   */
  ask?: boolean;
};

/**
 * Holds router moves (a link, a menu item, Back, Forward) while mounted and
 * asks `question` first: `confirm` lets the move go on, `cancel` stays with
 * everything kept. A data router keeps one blocker at a time (the last
 * mounted), so mount it only while its form is in front; `blocks` is read as
 * each move comes. Outside a data router it does nothing.
 */
export function NavigationPrompt(props: NavigationPromptProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockingPrompt {...props} /> : null;
}

function BlockingPrompt({ question, blocks, onLeave, ask = true }: NavigationPromptProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) =>
    blocks(currentLocation, nextLocation, historyAction),
  );
  useEffect(() => {
    if (!ask && blocker.state === 'blocked') blocker.proceed();
  }, [ask, blocker]);
  return (
    <ConfirmDialog
      open={ask && blocker.state === 'blocked'}
      title={question.title}
      text={question.text}
      confirmLabel={question.confirm}
      cancelLabel={question.cancel}
      danger
      onConfirm={() => {
        blocker.proceed?.();
        onLeave?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
