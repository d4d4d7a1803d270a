import {
  jobCardCreateSchema,
  jobCardFieldsSchema,
  type JobCard,
  type JobStatus,
} from '@app/contract';
import type { JobCardCreateBody } from '../api/create-job-card';
import type { JobCardEditBody } from '../api/update-job-card';

/** What the job card form holds: text as typed, null for an empty choice or count. */
export type JobCardFormValues = {
  service: string;
  patient_name: string;
  gender: string;
  relation: string | null;
  age_group: string | null;
  start_date: string;
  end_date: string;
  days: number | null;
  nights: number | null;
  shifts: string | null;
  facility: string;
  medical_condition: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  care_services: string[];
  pysio_services: string[];
  thc_description: string;
  description: string;
  has_doctor: boolean;
  medication_application: string;
  requested_by: string;
  invoice_number: string;
  invoice_amount: string;
  receipt_number: string;
  receipt_amount: string;
  /** Create: the customer the card is for (SPEC 5: saving requires one). */
  UserId: number | null;
  /** Edit: the current status or a move allowed from it (ruling 27). */
  status: JobStatus;
};

export const emptyJobCardForm = (customerId: number | null): JobCardFormValues => ({
  service: '',
  patient_name: '',
  gender: '',
  relation: null,
  age_group: null,
  start_date: '',
  end_date: '',
  days: null,
  nights: null,
  shifts: null,
  facility: '',
  medical_condition: '',
  address: '',
  latitude: null,
  longitude: null,
  care_services: [],
  pysio_services: [],
  thc_description: '',
  description: '',
  has_doctor: false,
  medication_application: '',
  requested_by: '',
  invoice_number: '',
  invoice_amount: '',
  receipt_number: '',
  receipt_amount: '',
  UserId: customerId,
  status: 'pending',
});

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const amountText = (n: number | null) => (n === null ? '' : WHOLE.format(n));

/** The form filled with a card, for editing. */
export function jobCardFormFrom(card: JobCard): JobCardFormValues {
  return {
    service: card.service,
    patient_name: card.patient_name ?? '',
    gender: card.gender ?? '',
    relation: card.relation,
    age_group: card.age_group,
    start_date: card.start_date ?? '',
    end_date: card.end_date ?? '',
    days: card.days,
    nights: card.nights,
    shifts: card.shifts,
    facility: card.facility ?? '',
    medical_condition: card.medical_condition ?? '',
    address: card.address ?? '',
    latitude: card.latitude,
    longitude: card.longitude,
    care_services: card.care_services,
    pysio_services: card.pysio_services,
    thc_description: card.thc_description ?? '',
    description: card.description ?? '',
    has_doctor: card.has_doctor,
    medication_application: card.medication_application ?? '',
    requested_by: card.requested_by ?? '',
    invoice_number: card.invoice_number ?? '',
    invoice_amount: amountText(card.invoice_amount),
    receipt_number: card.receipt_number ?? '',
    receipt_amount: amountText(card.receipt_amount),
    UserId: card.UserId,
    status: card.status,
  };
}

/** POST /portal/jobcard body: the fields as the contract reads them, and UserId. */
export function createJobCardBody(values: JobCardFormValues): JobCardCreateBody {
  return jobCardCreateSchema.parse(values);
}

/** PUT body of an edit: the fields, the version last seen, and a status move if chosen. */
export function editJobCardBody(values: JobCardFormValues, card: JobCard): JobCardEditBody {
  const fields = jobCardFieldsSchema.parse(values);
  return {
    ...fields,
    updatedAt: card.updatedAt,
    ...(values.status !== card.status ? { status: values.status } : {}),
  };
}
