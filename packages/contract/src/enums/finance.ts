// finance: canonical lists of the area (SPEC 3, 4, 9). Where the spec spells a value
// several ways, the canonical spelling is stored and the variants accepted.

import { canonicalChoice } from './choice.ts';

export const INCOME_PAY_STATUSES = ['Paid', 'UnPaid', 'Pending'] as const;

export type IncomePayStatus = (typeof INCOME_PAY_STATUSES)[number];

export const ORDER_PRODUCTS = [
  'PREPARED MAMA',
  'PATIENT CARE',
  'POSTNATAL CARE',
  'VALUE KIT',
  'SHOP',
] as const;

export const LEAD_SOURCES = [
  'App',
  'Social network',
  'Messaging app',
  'Referral',
  'Ride-hailing',
  'E-commerce marketplace',
  'Returning',
  'Website',
] as const;

export const STATIONS = [
  'Kikubo',
  'Mutungo',
  'Head Office',
  'Nassana',
  'Courier station',
  'E-commerce marketplace',
] as const;

export const PAYMENT_METHODS = [
  'Bank Deposit',
  'Airtel Account',
  'Mobile Money',
  'Mobile payment provider',
  'Ride-hailing',
  'Cheque',
  'Cash',
] as const;

// SPEC 9's spellings of the ledger's choices ('Value kit', 'Referal', 'a
// ride-hailing service', ...), and the customer products they stand for.
export const canonicalOrderProduct = canonicalChoice(ORDER_PRODUCTS, {
  'shop product': 'SHOP',
  'Prepared mama bag': 'PREPARED MAMA',
  'Mama kit value': 'VALUE KIT',
  'Mama kit': 'VALUE KIT',
  'Patient care services': 'PATIENT CARE',
  'Postnatal care services': 'POSTNATAL CARE',
});

export const canonicalLeadSource = canonicalChoice(LEAD_SOURCES, {
  Referal: 'Referral',
  'ride hailing service': 'Ride-hailing',
  'ecommerce marketplace': 'E-commerce marketplace',
});

export const canonicalStation = canonicalChoice(STATIONS, {
  courier: 'Courier station',
  'ecommerce marketplace': 'E-commerce marketplace',
});

export const canonicalPaymentMethod = canonicalChoice(PAYMENT_METHODS, {
  'ride hailing service': 'Ride-hailing',
});

export const canonicalIncomePayStatus = canonicalChoice(INCOME_PAY_STATUSES);
