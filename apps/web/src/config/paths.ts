// Every route URL of the web app in one place (SPEC 2, ruling 1-3).
export const paths = {
  login: '/login',
  verification: '/verification',
  /** Guest-only alias of the login screen (ruling 1). */
  dashboardAlias: '/dashboard',
  home: '/',
  homeAlias: '/home',
  nurses: '/nurses',
  nursesList: '/nurses/list',
  nurseDetail: '/nurses/list/:id',
  /** Who works when (issue 27). */
  nursesSchedule: '/nurses/schedule',
  communication: '/communication',
  bookings: '/bookings',
  bookingDetail: '/bookings/:id',
  shop: '/shop',
  shopSales: '/shop/sales',
  shopOrders: '/shop/orders',
  shopOrderDetail: '/shop/orders/:id',
  customers: '/customers',
  customersList: '/customers/list',
  customerDetail: '/customers/list/:id',
  /** Issue 42: the contacts and vaccines due or overdue, across customers. */
  customersCareDue: '/customers/care-due',
  admin: '/admin',
  finance: '/finance',
  financeList: '/finance/list',
  financePayroll: '/finance/payroll',
  financePayrollBatch: '/finance/payroll/batches/:id',
  financeReconciliation: '/finance/reconciliation',
  /** Issue 43: the payment prompts sent to customers' phones. */
  financePayments: '/finance/payments',
  /**
   * Issue 37, Visit exceptions: days of care without a check-in and out, and
   * (?tab=refused) refused checks, for an ADMIN to approve or reject.
   */
  visitDays: '/visits/days',
} as const;

const withId = (base: string) => (id: string | number) => `${base}/${encodeURIComponent(id)}`;

/** Links to one record. */
export const pathTo = {
  nurse: withId(paths.nursesList),
  booking: withId(paths.bookings),
  shopOrder: withId(paths.shopOrders),
  customer: withId(paths.customersList),
  payoutBatch: withId('/finance/payroll/batches'),
} as const;
