import Delete from '@mui/icons-material/Delete';
import OpenInNew from '@mui/icons-material/OpenInNew';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { LICENCE_FILE_TYPES, MAX_LICENCE_BYTES, type Nurse } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { DetailItem } from '../../../components/detail-item';
import { toast } from '../../../lib/toast';
import { useDeleteLicence } from '../api/delete-licence';
import { useUploadLicence } from '../api/upload-licence';
import { useViewLicence } from '../api/view-licence';
import { PRACTICE_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';

/** 1.2 MB, 340 KB: the size of a stored copy. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a chosen file cannot be sent, before sending it (the server checks again: 413, 415). */
export function licenceFileProblem(file: File): string | null {
  if (file.size > MAX_LICENCE_BYTES) return PRACTICE_MSG.tooLarge;
  // A file the browser cannot type is left for the server to read.
  if (file.type && !(LICENCE_FILE_TYPES as readonly string[]).includes(file.type)) {
    return PRACTICE_MSG.wrongType;
  }
  return null;
}

type LicenceCopyLineProps = { nurse: Nurse; readOnly: boolean };

/**
 * The licence's copy (issue 27): upload (PDF, JPEG, PNG or WebP, 10 MB at
 * most), View licence (fetched with the session, opened from a blob), Remove.
 */
export function LicenceCopyLine({ nurse, readOnly }: LicenceCopyLineProps) {
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState(false);
  const upload = useUploadLicence();
  const view = useViewLicence();
  const remove = useDeleteLicence();
  const copy = nurse.licence_copy;

  const send = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = licenceFileProblem(file);
    if (problem) return void toast.error(problem);
    upload.mutate(
      { id: nurse.id, file },
      {
        onSuccess: () => toast.success(PRACTICE_MSG.licenceUploaded),
        onError: (error) => notifyFailure(PRACTICE_MSG.uploadFailed, error),
      },
    );
  };

  const confirmRemove = () =>
    remove.mutate(nurse.id, {
      onSuccess: () => {
        setAsking(false);
        toast.success(PRACTICE_MSG.licenceRemoved);
      },
      onError: (error) => {
        setAsking(false);
        notifyFailure(PRACTICE_MSG.removeFailed, error);
      },
    });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1, minWidth: 0 }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <DetailItem label="Copy of the licence">
          {copy ? (
            <>
              {copy.name} · {fileSize(copy.size)} · uploaded{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                <DateText value={copy.uploaded_at} />
              </Box>
            </>
          ) : (
            'None uploaded'
          )}
        </DetailItem>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {copy ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<OpenInNew />}
            disabled={view.isPending}
            onClick={() =>
              view.mutate(nurse.id, {
                onError: (error) => notifyFailure(PRACTICE_MSG.viewFailed, error),
              })
            }
          >
            View licence
          </Button>
        ) : null}
        {readOnly ? null : (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<UploadFile />}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {copy ? 'Replace copy' : 'Upload copy'}
            </Button>
            {copy ? (
              <Button
                size="small"
                color="error"
                startIcon={<Delete />}
                onClick={() => setAsking(true)}
              >
                Remove
              </Button>
            ) : null}
          </>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept={LICENCE_FILE_TYPES.join(',')}
        hidden
        aria-label="Licence copy file"
        data-testid="licence-file"
        onChange={(event) => send(event.target.files?.[0])}
      />
      <ConfirmDialog
        open={asking}
        title="Remove the licence copy?"
        text="The stored copy is deleted; the licence number and expiry stay."
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
