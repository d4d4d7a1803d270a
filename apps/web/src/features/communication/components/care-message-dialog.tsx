import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useRef, useState, type FormEvent } from 'react';
import {
  CARE_MESSAGE_MESSAGES,
  CUSTOMER_LANGUAGES,
  CUSTOMER_LANGUAGE_LABELS,
  type CareMessage,
  type CustomerLanguage,
} from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useSaveCareMessageText } from '../api/save-care-message-text';
import { checkCareText, EnglishText, MessagePreview } from './care-message-preview';
import { CareMessagePlaceholders } from './care-message-placeholders';
import { textIn } from './care-message-labels';

export const SAVE_FAILED = 'The message could not be saved, please try again';
export const REMOVE_HINT = 'Write the translation, or use Remove translation';

/** A message to edit, and the language the dialog opens on. */
export type CareMessageTarget = { message: CareMessage; language: CustomerLanguage };

type Props = {
  target: CareMessageTarget | null;
  /** A message's name, the dialog's title ("Week 20 of pregnancy"). */
  labelOf: (message: CareMessage) => string;
  onClose: () => void;
};

/**
 * Edit or translate a message for each week (issue 42): one language at a
 * time, the English beside it, its placeholders, and a preview filled with
 * example values as she would read it. Each save sends the version it was
 * based on: someone else's newer text is never overwritten unseen.
 */
export function CareMessageDialog({ target, labelOf, onClose }: Props) {
  // Still shown while the dialog closes (its exit transition).
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <FormDialog open={target !== null} onClose={onClose} maxWidth="md">
      {shown ? (
        <CareMessageForm
          key={shown.message.id}
          message={shown.message}
          first={shown.language}
          label={labelOf(shown.message)}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

type Drafts = Partial<Record<CustomerLanguage, string>>;
type Bases = Partial<Record<CustomerLanguage, string | null>>;

function CareMessageForm({
  message,
  first,
  label,
  onClose,
}: {
  message: CareMessage;
  first: CustomerLanguage;
  label: string;
  onClose: () => void;
}) {
  const save = useSaveCareMessageText();
  const [language, setLanguage] = useState(first);
  // What she typed, by language; and the version each draft started from.
  const [drafts, setDrafts] = useState<Drafts>({});
  const [bases, setBases] = useState<Bases>({});
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  const saved = textIn(message, language);
  const text = drafts[language] ?? saved?.text ?? '';
  const base = language in bases ? (bases[language] ?? null) : (saved?.updated_at ?? null);
  const changed = (l: CustomerLanguage) =>
    drafts[l] !== undefined && drafts[l] !== (textIn(message, l)?.text ?? '');
  const name = CUSTOMER_LANGUAGE_LABELS[language];
  const checked = checkCareText(text, language, message.category);
  const empty =
    text.trim() !== ''
      ? null
      : language === 'en'
        ? CARE_MESSAGE_MESSAGES.englishRequired
        : changed(language)
          ? REMOVE_HINT
          : null;
  const error = fieldError ?? empty ?? checked.problem;

  const type = (value: string) => {
    if (!(language in bases)) setBases({ ...bases, [language]: saved?.updated_at ?? null });
    setDrafts({ ...drafts, [language]: value });
    setFieldError(null);
  };

  const insert = (placeholder: string) => {
    const field = input.current;
    const token = `{${placeholder}}`;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? start;
    type(text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  // Someone saved this language meanwhile: her draft gives way to their text, on her word.
  const showNewer = () => {
    const { [language]: _draft, ...otherDrafts } = drafts;
    const { [language]: _base, ...otherBases } = bases;
    setDrafts(otherDrafts);
    setBases(otherBases);
    setStale(null);
  };

  const send = (value: string, done: string) => {
    setStale(null);
    save.mutate(
      { id: message.id, language, text: value, updated_at: base },
      {
        onSettled: () => setRemoving(false),
        onSuccess: () => {
          toast.success(done);
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.notified) return;
          const reason = isApiError(failure) ? failure.details?.text : undefined;
          if (reason) setFieldError(reason);
          else if (isApiError(failure) && failure.status === 409)
            setStale(errorMessage(failure, CARE_MESSAGE_MESSAGES.stale));
          else notifyError(failure, SAVE_FAILED);
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed(language) || error || save.isPending) return;
    send(text.trim(), CARE_MESSAGE_MESSAGES.saved);
  };

  return (
    <FormDialogForm
      title={label}
      dirty={CUSTOMER_LANGUAGES.some(changed)}
      busy={save.isPending}
      onSubmit={submit}
      submitLabel={`Save ${name}`}
      submitDisabled={!changed(language) || !!error}
      actions={
        language !== 'en' && saved ? (
          <Button color="error" onClick={() => setRemoving(true)} disabled={save.isPending}>
            Remove translation
          </Button>
        ) : undefined
      }
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {stale ? (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={showNewer}>
                Show their text
              </Button>
            }
          >
            {stale}
          </Alert>
        ) : null}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          onChange={(_event, next: CustomerLanguage | null) => {
            if (!next) return;
            setLanguage(next);
            setFieldError(null);
            setStale(null);
          }}
          aria-label="Language"
          sx={{ flexWrap: 'wrap' }}
        >
          {CUSTOMER_LANGUAGES.map((l) => (
            <ToggleButton key={l} value={l} sx={{ textTransform: 'none' }}>
              {CUSTOMER_LANGUAGE_LABELS[l]}
              {message.missing.includes(l) ? ' (missing)' : ''}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns:
              language === 'en'
                ? 'minmax(0, 1fr)'
                : { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {language !== 'en' ? <EnglishText text={textIn(message, 'en')?.text ?? ''} /> : null}
          <TextField
            label={`${name} text`}
            multiline
            minRows={4}
            value={text}
            onChange={(event) => type(event.target.value)}
            inputRef={input}
            error={!!error}
            helperText={
              error ??
              (message.missing.includes(language) ? 'Not written yet: she gets the English' : ' ')
            }
            fullWidth
          />
        </Box>
        <CareMessagePlaceholders category={message.category} onInsert={insert} />
        <MessagePreview preview={checked.preview} />
      </Box>
      <ConfirmDialog
        open={removing}
        title={`Remove the ${name} text?`}
        text={`Customers who prefer ${name} get this message in English until it is written again.`}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        danger
        busy={save.isPending}
        onConfirm={() => send('', `${name} text removed`)}
        onCancel={() => setRemoving(false)}
      />
    </FormDialogForm>
  );
}
