import Box from '@mui/material/Box';
import { labelFor, type Booking } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { DetailItem } from '../../../components/detail-item';
import { Money } from '../../../components/money';
import { PhoneText } from '../../../components/phone-text';
import { StatusChip } from '../../../components/status-chip';
import { clientName } from './booking-columns';
import { BookingSection, fullRow } from './booking-section';

/** Every field of a booking (SPEC 3), in two groups: the client, and the care requested. */
export function BookingDetails({ booking: b }: { booking: Booking }) {
  return (
    <>
      <BookingSection title="Client" grid>
        <DetailItem label="Client">{clientName(b)}</DetailItem>
        <DetailItem label="First name">{b.firstName}</DetailItem>
        <DetailItem label="Last name">{b.lastName}</DetailItem>
        <DetailItem label="Phone">
          <PhoneText phone={b.primaryPhoneNumber} link />
        </DetailItem>
        <DetailItem label="Other phone">
          {b.otherPhoneNumber ? <PhoneText phone={b.otherPhoneNumber} link /> : null}
        </DetailItem>
        <DetailItem label="Client status">{b.clientStatus}</DetailItem>
        <DetailItem label="Requested for">{b.requestedFor}</DetailItem>
        <DetailItem label="Mother's names">{b.motherNames}</DetailItem>
        <DetailItem label="Status">
          <StatusChip kind="booking" value={b.status} />
        </DetailItem>
      </BookingSection>
      <BookingSection title="Service and package" grid>
        <DetailItem label="Service">{labelFor('service', b.service)}</DetailItem>
        <DetailItem label="Start date">
          <DateText value={b.serviceStartDate} />
        </DetailItem>
        <DetailItem label="Requested on">
          <DateText value={b.createdAt} />
        </DetailItem>
        <DetailItem label="Total cost">
          <Money amount={b.totalCost} />
        </DetailItem>
        <DetailItem label="Package price">
          <Money amount={b.packagePrice} />
        </DetailItem>
        <DetailItem label="Nurse names">{b.nurseNames}</DetailItem>
        <Box sx={fullRow}>
          <DetailItem label="Package details">{b.packageDetails}</DetailItem>
        </Box>
        <Box sx={fullRow}>
          <DetailItem label="Extras">{b.extras}</DetailItem>
        </Box>
        <Box sx={fullRow}>
          <DetailItem label="Drop-off">{b.dropoff}</DetailItem>
        </Box>
      </BookingSection>
    </>
  );
}
