import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import {
  SMS_EVENT_LABELS,
  SMS_MESSAGES,
  SMS_PLACEHOLDERS,
  formatDate,
  smsTemplateUpdateSchema,
  type SmsTemplate,
} from '@app/contract';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useUpdateSmsTemplate } from '../api/update-sms-template';
import { SmsCounter } from './sms-counter';

/** The placeholders an event fills: as the API lists them, or the contract's list. */
const placeholdersOf = (template: SmsTemplate) =>
  template.placeholders.length > 0
    ? template.placeholders
    : Object.entries(SMS_PLACEHOLDERS[template.event]).map(([name, description]) => ({
        name,
        description,
      }));

/**
 * One automatic message in Admin (issue 24): on or off, its text with the
 * placeholders it may use (a click puts one at the cursor), its length in
 * SMS, and Save. An unknown placeholder or a text over six SMS is flagged as
 * typed and cannot be saved: the contract's rule, the one the API applies.
 */
export function SmsTemplateCard({ template }: { template: SmsTemplate }) {
  const id = useId();
  const update = useUpdateSmsTemplate();
  const [text, setText] = useState(template.text);
  const [enabled, setEnabled] = useState(template.enabled);
  // The server's copy the form started from. A newer one (the offline copy
  // shown first on a reload, then the fresh answer; or another ADMIN's save)
  // replaces the form's values unless she has typed: a stale text must never
  // be what Save would send back.
  const [base, setBase] = useState({ text: template.text, enabled: template.enabled });
  if (template.text !== base.text || template.enabled !== base.enabled) {
    if (text === base.text && enabled === base.enabled) {
      setText(template.text);
      setEnabled(template.enabled);
    }
    setBase({ text: template.text, enabled: template.enabled });
  }
  const input = useRef<HTMLTextAreaElement>(null);
  const checked = smsTemplateUpdateSchema.safeParse({ event: template.event, text, enabled });
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const dirty = text !== template.text || enabled !== template.enabled;
  const label = SMS_EVENT_LABELS[template.event];

  const insert = (name: string) => {
    const field = input.current;
    const token = `{${name}}`;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? start;
    setText(text.slice(0, start) + token + text.slice(end));
    // Back to the text, the cursor after what was put in, once React has drawn it.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const save = () => {
    if (!checked.success) return;
    update.mutate(checked.data, {
      onSuccess: (saved) => {
        setText(saved.text);
        setEnabled(saved.enabled);
        toast.success(SMS_MESSAGES.templateSaved);
      },
      onError: (failure) => notifyError(failure),
    });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id={`${id}-title`}
          variant="subtitle1"
          component="h3"
          sx={{ flex: '1 1 220px' }}
        >
          {label}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
              slotProps={{ input: { 'aria-label': `Send automatically: ${label}` } }}
            />
          }
          label={enabled ? 'On' : 'Off'}
        />
      </Box>
      <TextField
        label="Text"
        multiline
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputRef={input}
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ input: { inputComponent: 'textarea' } }}
      />
      <SmsCounter text={text} />
      <Box
        role="group"
        aria-label="Placeholders"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {placeholdersOf(template).map((p) => (
          <Tooltip key={p.name} title={p.description}>
            <Chip
              size="small"
              variant="outlined"
              label={`{${p.name}}`}
              onClick={() => insert(p.name)}
              aria-label={`Insert {${p.name}}: ${p.description}`}
            />
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', flex: '1 1 200px' }}>
          {template.updatedAt
            ? `Saved ${formatDate(template.updatedAt)}${template.updatedByName ? ` by ${template.updatedByName}` : ''}`
            : 'The text the service came with'}
        </Typography>
        <Button
          variant="contained"
          onClick={save}
          disabled={!dirty || !!error || update.isPending}
          startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : <Save />}
          aria-label={`Save ${label}`}
        >
          Save
        </Button>
      </Box>
    </Paper>
  );
}
