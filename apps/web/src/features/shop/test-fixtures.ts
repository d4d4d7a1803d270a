import type { SalesSummary, ShopOrder } from '@app/contract';
import { makeSession, renderApp } from '../../test/render';

// Shop records as the API answers them, and a render at a URL with a query string.

export function makeOrder(overrides: Partial<ShopOrder> = {}): ShopOrder {
  return {
    id: 41,
    orderNumber: 'SO-2026-000041',
    customerId: 7,
    userid: null,
    displayName: 'Amina Nakato',
    contact: '+256772123456',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    dateAdded: '2026-03-02',
    timeAdded: '10:15:00',
    subTotal: 133_000,
    shippingFee: 5_000,
    total: 138_000,
    paymentMethod: 'Mobile Money',
    deliveryMethod: 'Delivery',
    status: 'Pending',
    products: [
      {
        product_id: 'MK-001',
        name: 'Mama kit (value)',
        quantity: 1,
        price: 95_000,
        total_amount: 95_000,
        product_image: null,
      },
      {
        product_id: 'DP-004',
        name: 'Newborn diapers (pack of 60)',
        quantity: 1,
        price: 38_000,
        total_amount: 38_000,
        product_image: '/images/diapers.webp',
      },
    ],
    history: [{ from: null, to: 'Pending', by: 'shop@care.ug', at: '2026-03-02T07:15:00.000Z' }],
    createdAt: '2026-03-02T07:15:00.000Z',
    updatedAt: '2026-03-02T07:15:00.000Z',
    ...overrides,
  };
}

export function makeSales(overrides: Partial<SalesSummary> = {}): SalesSummary {
  return {
    from: '2026-03-01',
    to: '2026-03-03',
    totals: { orders: 3, items: 5, subTotal: 420_000, shipping: 15_000, total: 435_000 },
    byStatus: [
      { status: 'Pending', orders: 1, total: 138_000 },
      { status: 'Received', orders: 2, total: 297_000 },
      { status: 'Cancelled', orders: 1, total: 50_000 },
    ],
    byDay: [
      { date: '2026-03-01', orders: 2, total: 297_000 },
      { date: '2026-03-03', orders: 1, total: 138_000 },
    ],
    byProduct: [
      { product_id: 'DP-004', name: 'Newborn diapers (pack of 60)', quantity: 3, total: 114_000 },
      { product_id: 'MB-002', name: 'Prepared mama bag', quantity: 1, total: 185_000 },
      { product_id: 'MK-001', name: 'Mama kit (value)', quantity: 1, total: 95_000 },
    ],
    ...overrides,
  };
}

/** Mounts the app signed in at a URL, ?query and all. */
export function renderAt(url: string) {
  return renderApp(url, { session: makeSession() });
}
