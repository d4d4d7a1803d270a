import type { JobCard, jobCardFieldsSchema } from '@app/contract';
import type { z } from 'zod';
import type { JobCardRow } from './jobcards.repo.ts';
import type { FormColumns } from './jobcard-writes.repo.ts';

// A job card as the API answers it, and the form's fields as its columns.

const iso = (d: Date) => d.toISOString();

export function toJobCard(r: JobCardRow): JobCard {
  return {
    id: r.id,
    care_card_number: r.careCardNumber,
    client_name: r.clientName,
    contact: r.contact,
    patient_name: r.patientName,
    service: r.service,
    start_date: r.startDate,
    end_date: r.endDate,
    status: r.status,
    facility: r.facility,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    relation: r.relation,
    age_group: r.ageGroup,
    gender: r.gender,
    medical_condition: r.medicalCondition,
    pysio_services: r.pysioServices ?? [],
    care_services: r.careServices ?? [],
    thc_description: r.thcDescription,
    description: r.description,
    invoice_number: r.invoiceNumber,
    invoice_amount: r.invoiceAmount,
    receipt_number: r.receiptNumber,
    receipt_amount: r.receiptAmount,
    days: r.days,
    nights: r.nights,
    duration: r.duration,
    shifts: r.shifts,
    has_doctor: r.hasDoctor,
    medication_application: r.medicationApplication,
    requested_via: r.requestedVia,
    requested_by: r.requestedBy,
    UserId: r.customerId,
    bookingId: r.bookingId,
    DashboardUserId: r.dashboardUserId,
    created_by: r.createdBy,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

type Fields = z.output<typeof jobCardFieldsSchema>;

/** The form's fields as columns; duration equals days (SPEC 7). */
export const fieldColumns = (f: Fields): FormColumns => ({
  service: f.service,
  patientName: f.patient_name,
  gender: f.gender,
  startDate: f.start_date,
  endDate: f.end_date,
  facility: f.facility,
  medicalCondition: f.medical_condition,
  address: f.address,
  latitude: f.latitude,
  longitude: f.longitude,
  relation: f.relation,
  ageGroup: f.age_group,
  pysioServices: f.pysio_services,
  careServices: f.care_services,
  thcDescription: f.thc_description,
  description: f.description,
  invoiceNumber: f.invoice_number,
  invoiceAmount: f.invoice_amount,
  receiptNumber: f.receipt_number,
  receiptAmount: f.receipt_amount,
  days: f.days,
  nights: f.nights,
  duration: f.days,
  shifts: f.shifts,
  hasDoctor: f.has_doctor,
  medicationApplication: f.medication_application,
  requestedBy: f.requested_by,
});
