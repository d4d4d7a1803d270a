import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { visuallyHidden } from './visually-hidden';

type AvatarUploadProps = {
  /** The current picture, or null to show the initials. */
  src: string | null | undefined;
  initials: string;
  /** Who the picture is of, for the button's accessible name. */
  name: string;
  size?: number;
  busy?: boolean;
  /** Uploads the chosen file; resolves when done (the caller toasts). */
  onUpload: (file: File) => Promise<unknown>;
};

/**
 * A profile picture that starts an upload when clicked (SPEC 2): choose a
 * file, confirm with 'Confirm upload?' / 'Save Profile Picture?', upload.
 */
export function AvatarUpload({
  src,
  initials,
  name,
  size = 72,
  busy = false,
  onUpload,
}: AvatarUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const close = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const confirm = async () => {
    if (!file) return;
    try {
      await onUpload(file);
    } finally {
      close();
    }
  };

  return (
    <>
      <ButtonBase
        onClick={() => input.current?.click()}
        disabled={busy}
        sx={{ borderRadius: '50%' }}
      >
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent={
            <Box
              sx={{
                bgcolor: 'background.paper',
                borderRadius: '50%',
                boxShadow: 1,
                display: 'flex',
                p: 0.5,
              }}
            >
              <PhotoCamera sx={{ fontSize: 16, color: 'text.secondary' }} />
            </Box>
          }
        >
          <Avatar
            src={src ?? undefined}
            alt={name}
            sx={{ width: size, height: size, fontSize: size / 2.6, bgcolor: 'primary.main' }}
          >
            <span aria-hidden>{initials}</span>
          </Avatar>
          {/* Named by its text, not aria-label: the initials shown are no part of the name. */}
          <Box component="span" sx={visuallyHidden}>
            Change the profile picture of {name}
          </Box>
        </Badge>
      </ButtonBase>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="avatar-file"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <ConfirmDialog
        open={file !== null}
        title="Confirm upload?"
        text={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            {preview ? (
              <Avatar src={preview} alt="" sx={{ width: 56, height: 56 }} component="span" />
            ) : null}
            <span>Save Profile Picture?</span>
          </Box>
        }
        confirmLabel="Save"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </>
  );
}
