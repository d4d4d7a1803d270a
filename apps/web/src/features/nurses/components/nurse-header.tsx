import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { formatName, initials, type Nurse } from '@app/contract';
import { AvatarUpload } from '../../../components/avatar-upload';
import { DateText } from '../../../components/date-text';
import { EmailText } from '../../../components/email-text';
import { NoWrap } from '../../../components/no-wrap';
import { PhoneText } from '../../../components/phone-text';
import { toast } from '../../../lib/toast';
import { useUploadNursePicture } from '../api/upload-nurse-picture';
import { NURSE_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';
import { VerifiedMark } from './nurse-list-item';
import { AccountStatusSelect, ApprovalButton, NurseStatusLine } from './nurse-status-controls';

type NurseHeaderProps = {
  nurse: Nurse;
  onEdit: () => void;
  onDelete: () => void;
  /** Another area's actions beside Edit and Delete (issue 26: personal data, from app/). */
  extraActions?: ReactNode;
};

/** The rating out of 5 in half steps, read-only (SPEC 9). */
export function NurseRating({ rating }: { rating: number | null }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Rating value={rating ?? 0} precision={0.5} readOnly size="small" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {rating === null ? 'No rating yet' : `${rating} / 5`}
      </Typography>
    </Box>
  );
}

/**
 * The profile header (SPEC 2): picture (click to upload), name, join date,
 * rating; one line saying where she stands (approval and account, issue 38)
 * and one control for each: the account status and Approve / Unapprove;
 * edit and delete. An erased nurse (issue 26) cannot be edited or deleted.
 */
export function NurseHeader({ nurse, onEdit, onDelete, extraActions }: NurseHeaderProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const upload = useUploadNursePicture();
  const name = formatName(nurse.first_name, nurse.last_name);

  const uploadPicture = (file: File) =>
    upload
      .mutateAsync({ id: nurse.id, file })
      .then(() => toast.success(NURSE_MSG.pictureSet))
      .catch((error: unknown) => notifyFailure(NURSE_MSG.pictureFailed, error));

  return (
    <Paper variant="outlined" component="section" aria-label="Nurse summary" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <AvatarUpload
          src={nurse.profile_picture || null}
          initials={initials(nurse.first_name, nurse.last_name)}
          name={name}
          size={phone ? 56 : 80}
          busy={upload.isPending}
          onUpload={uploadPicture}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              variant="h5"
              component="h2"
              sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
              {name}
            </Typography>
            <VerifiedMark verified={nurse.verified} />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <NoWrap>{nurse.care_number}</NoWrap> ·{' '}
            <NoWrap>
              Joined <DateText value={nurse.join_date} />
            </NoWrap>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <PhoneText phone={nurse.phone_number} link /> · <EmailText email={nurse.email} />
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <NurseRating rating={nurse.rating} />
          </Box>
          <NurseStatusLine nurse={nurse} />
        </Box>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          {nurse.erased_at ? null : (
            <>
              <Tooltip title="Edit profile">
                <IconButton aria-label="Edit profile" onClick={onEdit}>
                  <Edit />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete profile">
                <IconButton aria-label="Delete profile" color="error" onClick={onDelete}>
                  <Delete />
                </IconButton>
              </Tooltip>
            </>
          )}
          {phone ? null : extraActions}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 2 }}>
        <AccountStatusSelect nurse={nurse} />
        <ApprovalButton nurse={nurse} />
        {/* A phone leaves the name its width: the other area's actions come down here. */}
        {phone && extraActions ? <Box sx={{ ml: 'auto' }}>{extraActions}</Box> : null}
      </Box>
    </Paper>
  );
}
