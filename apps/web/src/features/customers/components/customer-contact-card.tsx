import Email from '@mui/icons-material/Email';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Home from '@mui/icons-material/Home';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import Public from '@mui/icons-material/Public';
import Sms from '@mui/icons-material/Sms';
import Work from '@mui/icons-material/Work';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  DEFAULT_COUNTRY,
  NO_STATION_LABEL,
  ageOn,
  formatDate,
  formatName,
  initials,
  labelFor,
  ugandaDate,
  ugandaMidnight,
  type Customer,
} from '@app/contract';
import { AvatarUpload } from '../../../components/avatar-upload';
import { DateText } from '../../../components/date-text';
import { DetailItem } from '../../../components/detail-item';
import { EmailText } from '../../../components/email-text';
import { PhoneText } from '../../../components/phone-text';
import { CustomerPrivacyLines } from './customer-privacy-lines';
import { CustomerTypeIcon } from './customer-type-icon';

type CustomerContactCardProps = {
  customer: Customer;
  /** The Actions menu, placed in the card's header. */
  actions: ReactNode;
  uploading: boolean;
  onUploadPicture: (file: File) => Promise<unknown>;
  onMessage: () => void;
};

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The profile's contact card (SPEC 2) with the expandable details below it. */
export function CustomerContactCard({
  customer,
  actions,
  uploading,
  onUploadPicture,
  onMessage,
}: CustomerContactCardProps) {
  const name = formatName(customer.firstname, customer.lastname);
  return (
    <Paper variant="outlined" component="section" aria-label="Contact card">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
        <AvatarUpload
          src={customer.photo_url}
          initials={initials(customer.firstname, customer.lastname)}
          name={name}
          busy={uploading}
          onUpload={onUploadPicture}
        />
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
            <Chip
              size="small"
              variant="outlined"
              icon={<CustomerTypeIcon type={customer.user_type} decorative />}
              label={labelFor('customerType', customer.user_type)}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Joined <DateText value={customer.createdAt} />
            </Typography>
          </Box>
        </Box>
        <Box sx={{ ml: 'auto' }}>{actions}</Box>
      </Box>
      <Box sx={{ ...grid, px: 2, pb: 2 }}>
        <DetailItem label="First name">{customer.firstname}</DetailItem>
        <DetailItem label="Last name">{customer.lastname}</DetailItem>
        <DetailItem label="Mobile" icon={<Phone fontSize="small" />}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <PhoneText phone={customer.phonenumber} link />
            {/* An erased customer (issue 26) has no number left to write to. */}
            {customer.erased_at ? null : (
              <Tooltip title="Send message">
                <IconButton size="small" aria-label="Send message" onClick={onMessage}>
                  <Sms fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        </DetailItem>
        <DetailItem label="Work" icon={<Work fontSize="small" />}>
          {customer.alternate_number ? <PhoneText phone={customer.alternate_number} link /> : null}
        </DetailItem>
        <DetailItem label="E-mail" icon={<Email fontSize="small" />}>
          {customer.email ? <EmailText email={customer.email} link /> : null}
        </DetailItem>
        <DetailItem label="Address" icon={<Home fontSize="small" />}>
          {customer.address}
        </DetailItem>
        <DetailItem label="Country" icon={<Public fontSize="small" />}>
          {customer.contry || DEFAULT_COUNTRY}
        </DetailItem>
        {/* Issue 42: the station that looks after her, by which Care due is read. */}
        <DetailItem label="Station" icon={<Place fontSize="small" />}>
          {customer.station ?? NO_STATION_LABEL}
        </DetailItem>
      </Box>
      {/* Issue 26: how consent was given, and marketing; an erased customer keeps neither. */}
      {customer.erased_at ? null : (
        <Box sx={{ px: 2, pb: 2 }}>
          <CustomerPrivacyLines customer={customer} />
        </Box>
      )}
      <Accordion disableGutters elevation={0} square sx={{ borderTop: 1, borderColor: 'divider' }}>
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography variant="subtitle2">More details</Typography>
        </AccordionSummary>
        <AccordionDetails sx={grid}>
          <DetailItem label="Children">
            {customer.children === null ? null : String(customer.children)}
          </DetailItem>
          <DetailItem label="Sex">{customer.gender}</DetailItem>
          <DetailItem label="Date of birth">
            {customer.date_of_birth
              ? `${formatDate(ugandaMidnight(customer.date_of_birth))} (age ${ageOn(customer.date_of_birth, ugandaDate())})`
              : null}
          </DetailItem>
          <DetailItem label="Push notifications">
            {customer.can_push ? 'Can receive push' : 'Cannot receive push (no device registered)'}
          </DetailItem>
          <DetailItem label="Join date">
            <DateText value={customer.createdAt} />
          </DetailItem>
          <DetailItem label="Company">{customer.company}</DetailItem>
          <DetailItem label="Occupation">{customer.occupation}</DetailItem>
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}
