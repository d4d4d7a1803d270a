import Check from '@mui/icons-material/Check';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ListCard } from '../../../components/list-card';
import {
  CARE_MESSAGE_CATEGORIES,
  CUSTOMER_LANGUAGE_LABELS,
  type CareMessage,
  type CustomerLanguage,
} from '@app/contract';
import type { CareMessageTarget } from './care-message-dialog';
import { TRANSLATIONS, textIn } from './care-message-labels';

type Props = {
  messages: CareMessage[] | undefined;
  error?: string;
  /** Each message's name ("Week 20 of pregnancy · 2 of 3"). */
  labelOf: (message: CareMessage) => string;
  admin: boolean;
  onEdit: (target: CareMessageTarget) => void;
  onDelete: (message: CareMessage) => void;
};

/**
 * The library (issue 42), by category then week: each message's English
 * text, and a chip per language, written or missing (sent in English
 * meanwhile); a chip opens that language. A card a message, on any width.
 */
export function CareMessageList({ messages, error, ...item }: Props) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!messages) return <Skeleton variant="rounded" height={240} />;
  if (messages.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No message matches these filters.
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {CARE_MESSAGE_CATEGORIES.map((category) => {
        const group = messages.filter((m) => m.category === category);
        if (group.length === 0) return null;
        return (
          <Box key={category} component="section" aria-label={category} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {category} ({group.length})
            </Typography>
            <Box
              component="ul"
              aria-label={`${category} messages`}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
            >
              {group.map((message) => (
                <MessageItem key={message.id} message={message} {...item} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function MessageItem({
  message,
  labelOf,
  admin,
  onEdit,
  onDelete,
}: Omit<Props, 'messages' | 'error'> & { message: CareMessage }) {
  const id = useId();
  const label = labelOf(message);
  const open = (language: CustomerLanguage) => onEdit({ message, language });
  return (
    <ListCard labelId={`${id}-label`} columns="200px minmax(0, 1fr) auto">
      <Typography id={`${id}-label`} variant="subtitle2" component="h4">
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {textIn(message, 'en')?.text ?? ''}
        </Typography>
        <Box
          role="group"
          aria-label="Translations"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {TRANSLATIONS.map((language) => {
            const name = CUSTOMER_LANGUAGE_LABELS[language];
            const missing = message.missing.includes(language);
            return (
              <Tooltip
                key={language}
                title={missing ? 'Not written yet: sent in English meanwhile' : `Edit the ${name}`}
              >
                <Chip
                  size="small"
                  color={missing ? 'warning' : 'success'}
                  variant={missing ? 'filled' : 'outlined'}
                  icon={missing ? undefined : <Check />}
                  label={missing ? `${name}: missing` : name}
                  onClick={() => open(language)}
                  aria-label={missing ? `Translate into ${name} (missing)` : `Edit the ${name}`}
                />
              </Tooltip>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, justifyContent: { xs: 'flex-start', md: 'flex-end' } }}>
        <Button
          size="small"
          startIcon={<Edit />}
          onClick={() => open('en')}
          aria-label={`Edit ${label}`}
        >
          Edit
        </Button>
        {admin ? (
          <Tooltip title="Delete this message">
            <IconButton
              size="small"
              onClick={() => onDelete(message)}
              aria-label={`Delete ${label}`}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
    </ListCard>
  );
}
