import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { Nurse } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { DetailItem } from '../../../components/detail-item';
import { EmailText } from '../../../components/email-text';
import { NoWrap } from '../../../components/no-wrap';
import { PhoneText } from '../../../components/phone-text';
import { NurseMarketingLine } from './nurse-marketing-line';
import { NursePracticeCard } from './nurse-practice-card';

type NurseProfileTabProps = {
  nurse: Nurse;
  onEdit: () => void;
  onDelete: () => void;
  /** Whether SMS may go to the nurse, with its button (issue 24; handed in from app/). */
  sms?: ReactNode;
};

const wide = { gridColumn: '1 / -1' } as const;

/**
 * The Profile tab (SPEC 2): the profile's facts, Edit and Delete; then the
 * practice and licence card (issue 27). The approval and the account status
 * are the header's (one control each, issue 38).
 */
export function NurseProfileTab({ nurse, onEdit, onDelete, sms }: NurseProfileTabProps) {
  const school = nurse.academics[0];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <DetailItem label="Qualification">{nurse.qualification}</DetailItem>
          <DetailItem label="Availability">{nurse.availability}</DetailItem>
          <DetailItem label="Work status">{nurse.work_status}</DetailItem>
          <DetailItem label="School attended">{school?.school}</DetailItem>
          <DetailItem label="Graduation year">{nurse.graduation_year}</DetailItem>
          <DetailItem label="Certificate number">
            {nurse.certificate_no ? <NoWrap>{nurse.certificate_no}</NoWrap> : null}
          </DetailItem>
          <DetailItem label="Residence">{nurse.address}</DetailItem>
          <DetailItem label="Signup date">
            <DateText value={nurse.createdAt} />
          </DetailItem>
          <DetailItem label="Education level">{nurse.education_level}</DetailItem>
          <Box sx={wide}>
            <DetailItem label="About me">{nurse.about_me}</DetailItem>
          </Box>
          {sms ? <Box sx={wide}>{sms}</Box> : null}
          {/* Issue 26: objection to marketing, one click; an erased nurse has none left. */}
          {nurse.erased_at ? null : (
            <Box sx={wide}>
              <NurseMarketingLine nurse={nurse} />
            </Box>
          )}
          <DetailItem label="Referee name">{nurse.ref_name}</DetailItem>
          <DetailItem label="Referee e-mail">
            <EmailText email={nurse.ref_email} />
          </DetailItem>
          <DetailItem label="Referee contact">
            {nurse.ref_phone_number ? <PhoneText phone={nurse.ref_phone_number} link /> : null}
          </DetailItem>
        </Box>
        {/* An erased nurse (issue 26) keeps her profile, read-only. */}
        {nurse.erased_at ? null : (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
            <Button variant="outlined" startIcon={<Edit />} onClick={onEdit}>
              Edit
            </Button>
            <Button variant="outlined" color="error" startIcon={<Delete />} onClick={onDelete}>
              Delete
            </Button>
          </Box>
        )}
      </Paper>
      {/* Issue 27: UNMC registration, practising licence, its copy and the calendar feed. */}
      <NursePracticeCard nurse={nurse} />
    </Stack>
  );
}
