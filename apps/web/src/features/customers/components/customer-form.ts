import {
  DEFAULT_COUNTRY,
  DEFAULT_CUSTOMER_LANGUAGE,
  consentMethodField,
  customerCreateSchema,
  customerUpdateSchema,
  type ConsentMethod,
  type Customer,
  type CustomerLanguage,
  type CustomerType,
} from '@app/contract';
import type { CustomerCreateBody } from '../api/create-customer';
import type { CustomerUpdateBody } from '../api/update-customer';

/** What the customer form holds: text as typed, null for an empty choice. */
export type CustomerFormValues = {
  firstname: string;
  lastname: string;
  phonenumber: string;
  alternate_number: string;
  email: string;
  gender: string | null;
  children: number | null;
  company: string;
  occupation: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  contry: string;
  /** Issue 42: YYYY-MM-DD as typed, '' when not known. */
  date_of_birth: string;
  /** Issue 42: the station that looks after her (the Care due worklist's), null for none. */
  station: string | null;
  /** Issue 42: the language of her messages, and of the word that reports a birth (BABY, OMWANA, MTOTO). */
  preferred_language: CustomerLanguage;
  /** Edit only: staff may correct the type the first order gave. */
  user_type: CustomerType | null;
  /** Create only: how the customer gave consent (issue 26); the form requires it. */
  consent_method: ConsentMethod | null;
  /** Create only: the order that accompanies the profile (SPEC 3). */
  order: {
    order: string;
    address: string;
    shippment_type: string;
    requested_by: string;
    category: string;
  };
};

export const emptyCustomerForm = (): CustomerFormValues => ({
  firstname: '',
  lastname: '',
  phonenumber: '',
  alternate_number: '',
  email: '',
  gender: null,
  children: null,
  company: '',
  occupation: '',
  address: '',
  latitude: null,
  longitude: null,
  contry: DEFAULT_COUNTRY,
  date_of_birth: '',
  station: null,
  preferred_language: DEFAULT_CUSTOMER_LANGUAGE,
  user_type: null,
  consent_method: null,
  order: { order: '', address: '', shippment_type: '', requested_by: '', category: '' },
});

/** The form filled with a customer's profile, for editing. */
export function customerFormFrom(c: Customer): CustomerFormValues {
  return {
    ...emptyCustomerForm(),
    firstname: c.firstname,
    lastname: c.lastname,
    phonenumber: c.phonenumber,
    alternate_number: c.alternate_number ?? '',
    email: c.email ?? '',
    gender: c.gender,
    children: c.children,
    company: c.company ?? '',
    occupation: c.occupation ?? '',
    address: c.address,
    latitude: c.latitude,
    longitude: c.longitude,
    contry: c.contry || DEFAULT_COUNTRY,
    date_of_birth: c.date_of_birth ?? '',
    station: c.station,
    preferred_language: c.preferred_language,
    user_type: c.user_type,
  };
}

/**
 * The staff form's create schema: the API takes a customer without
 * consent_method (the spec's call), but staff always say how consent was
 * given (issue 26).
 */
export const customerCreateFormSchema = customerCreateSchema.extend({
  consent_method: consentMethodField(),
});

/** POST /customer body: the profile with its order and consent, as the contract reads it. */
export function createBody(values: CustomerFormValues): CustomerCreateBody {
  return customerCreateFormSchema.parse(values);
}

/** PUT /customer/{id} body: the profile, the type and the version last seen. */
export function updateBody(values: CustomerFormValues, updatedAt: string): CustomerUpdateBody {
  const { order: _order, consent_method: _consent, user_type, ...profile } = values;
  return customerUpdateSchema.parse({ ...profile, user_type: user_type ?? undefined, updatedAt });
}
