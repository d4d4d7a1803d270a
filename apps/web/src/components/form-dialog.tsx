import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { NavigationType, type Location } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialogActions } from './form-dialog-actions';
import { NavigationPrompt, useLeaveWarning, type LeaveQuestion } from './unsaved-changes';

/** The question asked before a form with changes is thrown away (issue 21). */
export const DISCARD = {
  title: 'Discard changes?',
  text: 'What you typed in this form will be lost.',
  confirm: 'Discard',
  cancel: 'Keep editing',
} as const satisfies LeaveQuestion;

/**
 * Back and Forward (the browser's moves, the phone's back gesture): of the
 * path, the query or the fragment, as some dialogs live on the URL. The app's
 * own moves go on: an open dialog covers every link and menu, and a save that
 * closes its form may move twice (the nurse wizard: the Unapproved tab, then
 * the new profile) before the frame knows it has closed.
 */
const backOrForward = (current: Location, next: Location, action: NavigationType) =>
  action === NavigationType.Pop &&
  (current.pathname !== next.pathname ||
    current.search !== next.search ||
    current.hash !== next.hash);

type FrameContext = {
  titleId: string;
  /** Close, or ask "Discard changes?" first when the form has changes. */
  requestClose: () => void;
  setDirty: (dirty: boolean) => void;
};

const Context = createContext<FrameContext | null>(null);

type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** While saving: Escape and a click outside do nothing. */
  busy?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** Full screen on a phone (the default for forms). */
  fullScreenOnPhone?: boolean;
  /** A title for content that is not a FormDialogForm (which owns its title). */
  title?: ReactNode;
  /** Mounted while open: each opening starts a fresh form. */
  children: ReactNode;
};

/**
 * The frame of every form dialog: Escape, a click outside or Close ask
 * "Discard changes?" (Keep editing / Discard) when the form has changes and
 * close at once when it has none; so do Back and Forward (issue 38), and the
 * page warns before unloading meanwhile.
 */
export function FormDialog({
  open,
  onClose,
  busy = false,
  maxWidth = 'sm',
  fullScreenOnPhone = true,
  title,
  children,
}: FormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const [dirty, setDirtyState] = useState(false);
  const dirtyRef = useRef(false);
  const [asking, setAsking] = useState(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);
  // A question left from an earlier opening never greets the next one.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setAsking(false);
  }
  const closeRef = useRef(onClose);
  const openRef = useRef(open);
  useEffect(() => {
    closeRef.current = onClose;
    openRef.current = open;
  });
  const requestClose = useCallback(() => {
    // A click on a dialog already closing (its exit transition) does nothing.
    if (!openRef.current) return;
    if (dirtyRef.current) setAsking(true);
    else closeRef.current();
  }, []);
  const value = useMemo(
    () => ({ titleId: `${id}-title`, requestClose, setDirty }),
    [id, requestClose, setDirty],
  );
  useLeaveWarning(open && dirty);
  const leavesChanges = useCallback(
    (current: Location, next: Location, action: NavigationType) =>
      dirtyRef.current && backOrForward(current, next, action),
    [],
  );
  const discard = () => {
    setDirty(false);
    onClose();
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={busy ? undefined : requestClose}
        fullScreen={fullScreenOnPhone && phone}
        maxWidth={maxWidth}
        fullWidth
        aria-labelledby={`${id}-title`}
      >
        {title ? <DialogTitle id={`${id}-title`}>{title}</DialogTitle> : null}
        <Context.Provider value={value}>{children}</Context.Provider>
      </Dialog>
      <ConfirmDialog
        open={open && asking}
        title={DISCARD.title}
        text={DISCARD.text}
        confirmLabel={DISCARD.confirm}
        cancelLabel={DISCARD.cancel}
        danger
        onConfirm={() => {
          setAsking(false);
          discard();
        }}
        onCancel={() => setAsking(false)}
      />
      {/* Mounted while open (a router keeps one blocker: only the open form's),
          so that Back a moment after the first key still asks: the changes are
          read as the move comes, not after the renders that mount a blocker
          (CI of 30 Nov: Back right after typing left unasked). Still mounted
          while a saved form closes (until it unmounts), so that the move its
          save asks for goes on unasked. */}
      {open || dirty ? (
        <NavigationPrompt question={DISCARD} blocks={leavesChanges} ask={open} onLeave={discard} />
      ) : null}
    </>
  );
}

/**
 * Tells the frame whether the form inside has changes (react-hook-form's
 * formState.isDirty); outside a FormDialog it does nothing.
 */
export function useFormDialogDirty(dirty: boolean) {
  const frame = useContext(Context);
  const setDirty = frame?.setDirty;
  useEffect(() => {
    setDirty?.(dirty);
  }, [setDirty, dirty]);
  useEffect(() => () => setDirty?.(false), [setDirty]);
}

/** Close the frame as its Close button does (asks first when there are changes). */
export function useFormDialogClose(fallback: () => void): () => void {
  return useContext(Context)?.requestClose ?? fallback;
}

export type FormDialogFormProps = {
  title: ReactNode;
  /** react-hook-form's formState.isDirty (or the form's own notion of changed). */
  dirty: boolean;
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Save by default; Update when editing. */
  submitLabel?: string;
  submitIcon?: ReactNode;
  submitDisabled?: boolean;
  /** Red submit (Cancel batch); no submit at all once the form is done. */
  danger?: boolean;
  noSubmit?: boolean;
  closeLabel?: string;
  /** Buttons between Close and the submit button (the wizard's Back and Next). */
  actions?: ReactNode;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
};

/** A form dialog's form: its title, its fields and the actions row (Close, Save with a spinner). */
export function FormDialogForm({
  title,
  dirty,
  busy = false,
  onSubmit,
  submitLabel,
  submitIcon,
  submitDisabled,
  danger,
  noSubmit,
  closeLabel,
  actions,
  contentSx,
  children,
}: FormDialogFormProps) {
  const frame = useContext(Context);
  useFormDialogDirty(dirty);
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
      <DialogTitle id={frame?.titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={contentSx}>
        {children}
      </DialogContent>
      <FormDialogActions
        onClose={frame?.requestClose ?? (() => undefined)}
        busy={busy}
        submitLabel={submitLabel}
        submitIcon={submitIcon}
        submitDisabled={submitDisabled}
        danger={danger}
        noSubmit={noSubmit}
        closeLabel={closeLabel}
      >
        {actions}
      </FormDialogActions>
    </form>
  );
}

/** A Cancel/Close button for content that draws its own buttons (the change-password fields). */
export function FormDialogCloseButton({ children }: { children: ReactNode }) {
  const frame = useContext(Context);
  return <Button onClick={frame?.requestClose}>{children}</Button>;
}
