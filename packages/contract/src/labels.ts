// Issue 38: one name per thing. How staff read each of the spec's values on
// every screen. The values themselves (SPEC 3, 4, 9) stay as they are on the
// wire, in the API, in CSV exports and in the colours of the chips.

import { BOOKING_STATUSES, type BookingStatus } from './enums/bookings.ts';
import { canonicalChoice } from './enums/choice.ts';
import { CUSTOMER_TYPES, canonicalCustomerType, type CustomerType } from './enums/customers.ts';
import {
  INCOME_PAY_STATUSES,
  LEAD_SOURCES,
  ORDER_PRODUCTS,
  PAYMENT_METHODS,
  STATIONS,
  canonicalIncomePayStatus,
  canonicalLeadSource,
  canonicalOrderProduct,
  canonicalPaymentMethod,
  canonicalStation,
  type IncomePayStatus,
} from './enums/finance.ts';
import {
  JOB_STATUSES,
  RELATIONS,
  SERVICE_PACKAGES,
  canonicalJobStatus,
  type JobStatus,
} from './enums/jobcards.ts';
import { ACCOUNT_STATUSES, type AccountStatus } from './enums/nurses.ts';
import { SHOP_ORDER_STATUSES, type ShopOrderStatus } from './enums/shop.ts';

type Labels<T extends string> = Readonly<Record<T, string>>;

/** Values that read well as they are ('Kikubo', 'Mobile Money'): each is its own label. */
const asTheyAre = <T extends string>(values: readonly T[]): Labels<T> =>
  Object.fromEntries(values.map((v) => [v, v as string])) as Record<T, string>;

/** Job card and nurse job statuses (SPEC 4, ruling 27). */
export const JOB_STATUS_LABELS: Labels<JobStatus> = {
  pending: 'Pending',
  ongoing: 'Ongoing',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** Booking statuses (SPEC 4): 'onGoing' reads as a job's 'Ongoing' does. */
export const BOOKING_STATUS_LABELS: Labels<BookingStatus> = {
  Pending: 'Pending',
  Accepted: 'Accepted',
  onGoing: 'Ongoing',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

/** Pay statuses of ledger entries and nurse jobs (SPEC 4): nurse jobs use Paid and UnPaid. */
export const PAY_STATUS_LABELS: Labels<IncomePayStatus> = {
  Paid: 'Paid',
  UnPaid: 'Unpaid',
  Pending: 'Pending',
};

export const SHOP_ORDER_STATUS_LABELS: Labels<ShopOrderStatus> = asTheyAre(SHOP_ORDER_STATUSES);

/** A nurse's account (SPEC 4): whether she may use her account at all. */
export const ACCOUNT_STATUS_LABELS: Labels<AccountStatus> = {
  ACTIVE: 'Active',
  BLOCKED: 'Blocked',
  SUSPENDED: 'Suspended',
};

/**
 * The products, one name each wherever they show: the ledger's 'POSTNATAL
 * CARE', the customer's order 'Postnatal care services', the job card's
 * service 'Postnatal Care' and a booking's service all read 'Postnatal care'.
 */
export const PRODUCT_LABELS: Labels<(typeof ORDER_PRODUCTS)[number]> = {
  'PREPARED MAMA': 'Prepared mama bag',
  'PATIENT CARE': 'Patient care',
  'POSTNATAL CARE': 'Postnatal care',
  'VALUE KIT': 'Value kit',
  SHOP: 'Shop',
};

/** A job card's service (SPEC 9); 'Postnatal Care' is the product's name. */
export const SERVICE_LABELS: Labels<(typeof SERVICE_PACKAGES)[number]> = {
  'Postnatal Care': PRODUCT_LABELS['POSTNATAL CARE'],
  'In home care': 'In-home care',
  'In hospital care': 'In-hospital care',
  checkup: 'Check-up',
};

/** Who asked for the care, as a job card's relation (SPEC 9). */
export const RELATION_LABELS: Labels<(typeof RELATIONS)[number]> = {
  ...asTheyAre(RELATIONS),
  Formyself: 'For myself',
};

export const CUSTOMER_TYPE_LABELS: Labels<CustomerType> = {
  parent: 'Parent',
  expecting: 'Expecting',
  other: 'Other',
};

/** Each kind of value's labels. */
export const LABELS = {
  job: JOB_STATUS_LABELS,
  booking: BOOKING_STATUS_LABELS,
  payment: PAY_STATUS_LABELS,
  shopOrder: SHOP_ORDER_STATUS_LABELS,
  accountStatus: ACCOUNT_STATUS_LABELS,
  product: PRODUCT_LABELS,
  service: SERVICE_LABELS,
  relation: RELATION_LABELS,
  customerType: CUSTOMER_TYPE_LABELS,
  station: asTheyAre(STATIONS),
  leadSource: asTheyAre(LEAD_SOURCES),
  paymentMethod: asTheyAre(PAYMENT_METHODS),
} as const;

/** How the spec's other spellings of a value of each kind are read. */
const READ: Record<keyof typeof LABELS, (value: string) => string | undefined> = {
  job: canonicalJobStatus,
  booking: canonicalChoice(BOOKING_STATUSES),
  payment: canonicalIncomePayStatus,
  shopOrder: canonicalChoice(SHOP_ORDER_STATUSES),
  accountStatus: canonicalChoice(ACCOUNT_STATUSES),
  product: canonicalOrderProduct,
  service: canonicalChoice(SERVICE_PACKAGES),
  relation: canonicalChoice(RELATIONS),
  customerType: canonicalCustomerType,
  station: canonicalStation,
  leadSource: canonicalLeadSource,
  paymentMethod: canonicalPaymentMethod,
};

export type LabelKind = keyof typeof LABELS;

/** The kinds whose values have labels, with every value of each (for tests and lists). */
export const LABELLED_VALUES: Readonly<Record<LabelKind, readonly string[]>> = {
  job: JOB_STATUSES,
  booking: BOOKING_STATUSES,
  payment: INCOME_PAY_STATUSES,
  shopOrder: SHOP_ORDER_STATUSES,
  accountStatus: ACCOUNT_STATUSES,
  product: ORDER_PRODUCTS,
  service: SERVICE_PACKAGES,
  relation: RELATIONS,
  customerType: CUSTOMER_TYPES,
  station: STATIONS,
  leadSource: LEAD_SOURCES,
  paymentMethod: PAYMENT_METHODS,
};

/**
 * How staff read a value of a kind: 'UnPaid' is 'Unpaid', 'Formyself' 'For
 * myself', 'POSTNATAL CARE' 'Postnatal care'. The spec's other spellings
 * ('canceled', 'Postnatal care services') read as the value they stand for;
 * a service that is no package (a booking's free text) reads as the product
 * it names. Anything else is shown as given; no value is ''.
 */
export function labelFor(kind: LabelKind, value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const labels: Readonly<Record<string, string>> = LABELS[kind];
  // own keys only: 'constructor' is no value
  const known = Object.hasOwn(labels, value) ? value : READ[kind](value);
  if (known !== undefined && Object.hasOwn(labels, known)) return labels[known]!;
  return kind === 'service' ? labelFor('product', value) : value;
}

/** A select's options: each value with its label (the value is what is sent). */
export const labelledOptions = <T extends string>(kind: LabelKind, values: readonly T[]) =>
  values.map((value) => ({ value, label: labelFor(kind, value) }));
