import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { labelFor, type JobCard } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { DetailItem } from '../../../components/detail-item';
import { Money } from '../../../components/money';
import { PhoneText } from '../../../components/phone-text';
import { JobCardSection as Section } from './job-card-section';

const full = { gridColumn: '1 / -1' } as const;

function Chips({ values }: { values: string[] }) {
  if (values.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {values.map((value) => (
        <Chip key={value} label={value} size="small" variant="outlined" component="span" />
      ))}
    </Box>
  );
}

const count = (n: number | null) => (n === null ? null : String(n));

type JobCardDetailsProps = {
  card: JobCard;
  /** The dialog's Nurses section (issue 37), after the schedule; the printed card has none. */
  nurses?: ReactNode;
  /** The dialog's Booking section, after the invoice and receipt. */
  booking?: ReactNode;
  /** Issue 43: the dialog's "Request payment", under the invoice; the printed card has none. */
  payment?: ReactNode;
};

/** Every field of a job card (SPEC 3), for the dialog and the printed card. */
export function JobCardDetails({ card, nurses, booking, payment }: JobCardDetailsProps) {
  return (
    <>
      <Section title="Client and patient">
        <DetailItem label="Client">{card.client_name}</DetailItem>
        <DetailItem label="Contact">
          {card.contact ? <PhoneText phone={card.contact} link /> : null}
        </DetailItem>
        <DetailItem label="Requested by">{card.requested_by}</DetailItem>
        <DetailItem label="Patient">{card.patient_name}</DetailItem>
        <DetailItem label="Patient gender">{card.gender}</DetailItem>
        <DetailItem label="Relation">{labelFor('relation', card.relation)}</DetailItem>
        <DetailItem label="Age group">{card.age_group}</DetailItem>
        <DetailItem label="Main medical disease">{card.medical_condition}</DetailItem>
        <DetailItem label="Has doctor">{card.has_doctor ? 'Yes' : 'No'}</DetailItem>
      </Section>
      <Section title="Service and schedule">
        <DetailItem label="Service">{labelFor('service', card.service)}</DetailItem>
        <DetailItem label="Booking / start date">
          <DateText value={card.start_date} />
        </DetailItem>
        <DetailItem label="End date">
          <DateText value={card.end_date} />
        </DetailItem>
        <DetailItem label="Days">{count(card.days)}</DetailItem>
        <DetailItem label="Nights">{count(card.nights)}</DetailItem>
        <DetailItem label="Shifts">{card.shifts}</DetailItem>
        <DetailItem label="Facility">{card.facility}</DetailItem>
        <Box sx={{ gridColumn: 'span 2' }}>
          <DetailItem label="Address">{card.address}</DetailItem>
        </Box>
      </Section>
      {nurses}
      <Section title="Care">
        <Box sx={full}>
          <DetailItem label="Care services">
            <Chips values={card.care_services} />
          </DetailItem>
        </Box>
        <Box sx={full}>
          <DetailItem label="Physiotherapy">
            <Chips values={card.pysio_services} />
          </DetailItem>
        </Box>
        <Box sx={full}>
          <DetailItem label="Care narration">{card.thc_description}</DetailItem>
        </Box>
        <Box sx={full}>
          <DetailItem label="Special instructions">{card.description}</DetailItem>
        </Box>
        <Box sx={full}>
          <DetailItem label="Medication application">{card.medication_application}</DetailItem>
        </Box>
      </Section>
      <Section title="Invoice and receipt">
        <DetailItem label="Invoice number">{card.invoice_number}</DetailItem>
        <DetailItem label="Invoice amount">
          <Money amount={card.invoice_amount} />
        </DetailItem>
        <DetailItem label="Receipt number">{card.receipt_number}</DetailItem>
        <DetailItem label="Receipt amount">
          <Money amount={card.receipt_amount} />
        </DetailItem>
        <DetailItem label="Requested via">{card.requested_via}</DetailItem>
        <DetailItem label="Created">
          <DateText value={card.createdAt} />
        </DetailItem>
        {payment ? <Box sx={full}>{payment}</Box> : null}
      </Section>
      {booking}
    </>
  );
}
