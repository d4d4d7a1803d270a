import {
  formatDate,
  formatName,
  formatPhone,
  formatUGX,
  nurseJobDuration,
  nurseJobSpanText,
  ugandaMidnight,
  type JobCard,
  type ServiceSettings,
} from '@app/contract';
import {
  PDF_GREEN,
  PDF_GREY as GREY,
  pdfFootnote,
  pdfSection,
  startLetterhead,
} from '../../lib/pdf-letterhead.ts';

type AssignedNurse = {
  firstName: string;
  lastName: string;
  careNumber: string;
  startDate: string;
  endDate: string;
};

const NA = 'Not Available';

/** The printable care card of one job, under the service's letterhead. */
export async function renderCareCard(
  job: JobCard,
  nurses: AssignedNurse[],
  service: ServiceSettings,
): Promise<Buffer> {
  const { doc, left, width, finish } = await startLetterhead({
    service,
    title: `Care card ${job.care_card_number}`,
    subject: 'Care card',
    heading: 'CARE CARD',
  });
  doc.font('Helvetica').fontSize(11).fillColor(GREY).text(`Card number: `, { continued: true });
  doc.font('Helvetica-Bold').fillColor('black').text(job.care_card_number);
  doc
    .font('Helvetica')
    .fillColor(GREY)
    .text(`Status: ${job.status}   ·   Printed ${formatDate(new Date())}`);
  doc
    .moveTo(left, doc.y + 6)
    .lineTo(left + width, doc.y + 6)
    .strokeColor(PDF_GREEN)
    .lineWidth(1.5)
    .stroke();
  doc.moveDown(1);

  const section = (title: string) => pdfSection(doc, title, 0.6, 140);
  const row = (label: string, value: string | number | null | undefined) => {
    const text = value === null || value === undefined || value === '' ? NA : String(value);
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(GREY).text(label, left, y, { width: 150 });
    const labelBottom = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('black')
      .text(text, left + 160, y, { width: width - 160 });
    doc.y = Math.max(doc.y, labelBottom) + 2;
  };
  const list = (items: string[]) => (items.length ? items.join(', ') : 'None');

  section('Client and patient');
  row('Client', job.client_name);
  row('Contact', job.contact ? formatPhone(job.contact) : null);
  row('Patient', job.patient_name);
  row('Patient gender', job.gender);
  row('Age group', job.age_group);
  row('Relation to client', job.relation);

  section('Service');
  row('Service', job.service);
  row('Start date', job.start_date ? formatDate(ugandaMidnight(job.start_date)) : null);
  row('End date', job.end_date ? formatDate(ugandaMidnight(job.end_date)) : null);
  row('Days / nights', `${job.days ?? 0} days, ${job.nights ?? 0} nights`);
  row('Shifts', job.shifts);
  row('Doctor involved', job.has_doctor ? 'Yes' : 'No');
  row('Facility', job.facility);
  row('Address', job.address);

  section('Care');
  row('Medical condition', job.medical_condition);
  row('Care services', list(job.care_services));
  row('Physiotherapy', list(job.pysio_services));
  row('Medication', job.medication_application);
  row('Care narration', job.thc_description);
  row('Special instructions', job.description);

  section('Assigned nurses');
  if (nurses.length === 0) row('Nurses', 'None assigned yet');
  for (const n of nurses) {
    row(
      formatName(n.firstName, n.lastName),
      `${n.careNumber} · ${nurseJobSpanText(n.startDate, nurseJobDuration(n.startDate, n.endDate))}`,
    );
  }

  section('Invoice and receipt');
  row('Invoice number', job.invoice_number);
  row('Invoice amount', job.invoice_amount === null ? null : formatUGX(job.invoice_amount));
  row('Receipt number', job.receipt_number);
  row('Receipt amount', job.receipt_amount === null ? null : formatUGX(job.receipt_amount));

  pdfFootnote(
    doc,
    `Requested via ${job.requested_via}${job.requested_by ? ` by ${job.requested_by}` : ''} · created ${formatDate(job.createdAt)}. ` +
      'This card holds personal health information: keep it confidential.',
    1.5,
  );
  return finish();
}
