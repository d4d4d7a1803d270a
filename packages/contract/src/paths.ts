// Every API path in one place (SPEC 7, API.md), under API_BASE: the API
// registers its routes with these patterns and the web client builds its URLs
// from them with pathOf, so neither repeats a path by hand. The spellings are
// the spec's (ruling 17: what the apps already call), odd ones included.
export const API_BASE = '/api/v1';

export const API = {
  auth: {
    login: '/auth/login',
    verify: '/auth/verify',
    logout: '/auth/logout',
    me: '/auth/me',
    changePassword: '/auth/change-password',
  },
  health: { live: '/health', ready: '/ready' },
  dashboard: { summary: '/dashboard/summary' },
  search: { all: '/portal/search' },
  places: { list: '/places' },
  pictures: { one: '/pictures/:name' },
  settings: { public: '/settings', serviceDetails: '/admin/service-details' },
  staff: {
    list: '/staff',
    one: '/staff/:id',
    password: '/staff/:id/password',
    endSessions: '/staff/:id/sessions/end',
    audit: '/audit',
  },
  customers: {
    list: '/customer',
    one: '/customer/:id',
    picture: '/customer/:id/picture',
    message: '/customer/:id/message',
    deviceToken: '/customer/:id/device-token',
  },
  nurses: {
    list: '/careteam',
    all: '/nurses',
    one: '/careteam/:id',
    approve: '/careteam/:id/approve',
    blockAccount: '/careteam/account/blockAccount',
    profile: '/resume/profile/:id',
    picture: '/careteam/:id/picture',
    deviceToken: '/careteam/:id/device-token',
    // Issue 27: UNMC registration, practising licence and station; the licence's copy; the calendar feed.
    practice: '/careteam/:id/practice',
    licence: '/careteam/:id/licence',
    calendarFeed: '/careteam/:id/calendar-feed',
  },
  jobCards: {
    list: '/portal/jobcard',
    search: '/portal/jobcard/search',
    ofCustomer: '/portal/jobcard/customer/:id',
    one: '/portal/jobcard/:id',
    nurses: '/portal/jobcard/:id/nurses',
    // Issue 37: everything that happened to a card, its nurse jobs and its SMS.
    timeline: '/portal/jobcard/:id/timeline',
    download: '/job/download/:id',
  },
  // One pattern, two meanings of :id: the nurse (GET, POST) or the nurse job (PUT, DELETE).
  nurseJobs: { ofNurse: '/portal/jobcard/nurse/:id', one: '/portal/jobcard/nurse/:id' },
  reviews: { create: '/review', ofNurse: '/review/:id/nurse' },
  bookings: { list: '/booking', one: '/booking/:id' },
  shop: { orders: '/portal/orders', sales: '/portal/orders/sales', order: '/portal/orders/:id' },
  finance: {
    list: '/income_trace',
    export: '/income_trace/export',
    one: '/income_trace/:id',
    ofCustomer: '/user_income_trace/:customerId',
  },
  communication: {
    topic: '/sendcomms/sendNotificationToTopic',
    toOneUser: '/sendcomms/send_to_one_user',
    recipients: '/sendcomms/recipients',
    healthTips: '/healthtips',
    healthTip: '/healthtips/:id',
    pushHealthTip: '/healthtips/:id/push',
  },
  sms: {
    preview: '/sms/preview',
    messages: '/sms/messages',
    reach: '/sms/reach',
    optOut: '/sms/opt-out',
    templates: '/sms/templates',
    template: '/sms/templates/:event',
    settings: '/sms/settings',
    /** Issue 39: the gateway's callbacks, our key the last segment (the URLs GET /sms/settings gives). */
    deliveryCallback: '/sms/delivery/:key',
    incomingCallback: '/sms/incoming/:key',
    /** Issue 24's form of the same callbacks, the key in the query (?key=): kept one release, then removed. */
    delivery: '/sms/delivery',
    incoming: '/sms/incoming',
    /** Issue 42: the SMS sent to us, and one marked answered. */
    replies: '/sms/replies',
    replyAnswered: '/sms/reply/:id/answered',
  },
  // Issue 26: personal data. :kind is customer or nurse.
  privacy: {
    accessLog: '/privacy/access-log',
    retention: '/privacy/retention',
    retentionRun: '/privacy/retention/run',
    erasure: '/privacy/:kind/:id/erasure',
    export: '/privacy/:kind/:id/export',
    objection: '/privacy/:kind/:id/objection',
  },
  // Issue 25: paying nurses in batches.
  payroll: {
    unpaid: '/payroll/unpaid',
    batches: '/payroll/batches',
    batch: '/payroll/batches/:id',
    approve: '/payroll/batches/:id/approve',
    cancel: '/payroll/batches/:id/cancel',
    export: '/payroll/batches/:id/export',
    linePaid: '/payroll/batches/:id/lines/:lineId/paid',
    results: '/payroll/batches/:id/results',
    nursePay: '/payroll/nurses/:id/pay',
    nurseStatement: '/payroll/nurses/:id/statement',
    settings: '/payroll/settings',
  },
  // Issue 25: mobile money statements against the ledger.
  reconciliation: {
    preview: '/reconciliation/preview',
    mapping: '/reconciliation/mappings/:provider',
    imports: '/reconciliation/imports',
    import: '/reconciliation/imports/:id',
    lines: '/reconciliation/lines',
    match: '/reconciliation/lines/:id/match',
    unbacked: '/reconciliation/unbacked',
    summary: '/reconciliation/summary',
  },
  // Issue 27: who works when; who is free; a nurse's iCalendar feed (public, by its secret).
  schedule: {
    list: '/schedule',
    freeNurses: '/schedule/free-nurses',
    check: '/schedule/check',
    feed: '/calendar/:file',
  },
  // Issue 37: proof of the visit (checks in and out), today's visits, their exceptions.
  visits: {
    today: '/visits/today',
    settings: '/visits/settings',
    exceptions: '/visits/exceptions',
    decision: '/visits/exceptions/:id/decision',
    /** Days of completed jobs without a check-in and out, and an ADMIN's decision on one. */
    days: '/visits/days',
    day: '/visits/days/:nurseJobId/:day',
    /** A nurse job's days of care with their proof. */
    jobDays: '/visits/jobs/:nurseJobId/days',
    /** Africa's Talking's USSD callback (form-encoded, our key the last segment like the SMS callbacks). */
    ussdCallback: '/visits/ussd/:key',
    /** Its first form, the key in the query (?key=): kept one release, then removed (issue 39). */
    ussd: '/visits/ussd',
    /** The one-tap signed link's page (public HTML) and its check (public JSON, by the token). */
    link: '/v/:token',
    linkCheck: '/visits/link/:token',
    /** The page's script (the Content-Security-Policy allows no inline script). */
    linkScript: '/v/script',
    /** The local outbox only: staff play the nurse's part (an incoming SMS or a USSD step). */
    simulateSms: '/sms/simulate/incoming',
    simulateUssd: '/sms/simulate/ussd',
  },
  // Issue 42: a customer's pregnancies (GET, POST), one pregnancy's edit (PATCH), its outcome (POST).
  pregnancies: {
    ofCustomer: '/customer/:id/pregnancies',
    one: '/pregnancy/:id',
    outcome: '/pregnancy/:id/outcome',
  },
  // Issue 42: a customer's babies (GET), and her and her babies' care timeline (GET).
  babies: { ofCustomer: '/customer/:id/babies' },
  careTimeline: { ofCustomer: '/customer/:id/care-timeline' },
  // Issue 42: a step of her timeline recorded as done (POST), a record removed (DELETE).
  careRecords: { ofCustomer: '/customer/:id/care-records', one: '/care-record/:id' },
  // Issue 42 (ADR 059): the care schedule in force (GET), an ADMIN's list or the built-in one put back (PUT).
  careSchedule: { one: '/admin/care-schedule' },
  // Issue 42: the Care due worklist (GET, paged) and Home's counts (GET).
  careDue: { list: '/care-due', counts: '/care-due/counts' },
  // Issue 42 (ADR 057): the library of messages for each week, its texts by language, its sending rules.
  careMessages: {
    list: '/care-messages',
    one: '/care-message/:id',
    text: '/care-message/:id/text/:language',
    settings: '/care-messages/settings',
  },
  // Issue 43: payment prompts on her phone (MTN MoMo, Airtel Money, the local stand-in).
  payments: {
    list: '/payments',
    export: '/payments/export',
    owed: '/payments/owed',
    one: '/payment/:id',
    check: '/payment/:id/check',
    accept: '/payment/:id/stand-in/accept',
    decline: '/payment/:id/stand-in/decline',
    callbackMtn: '/payments/callback/mtn/:key',
    callbackAirtel: '/payments/callback/airtel/:key',
    settings: '/admin/payments',
  },
} as const;

type Areas = typeof API;
/** Any path pattern of the table. */
export type ApiPath = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

/** The `:name` parameters of a pattern. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamValues<P extends string> = [PathParams<P>] extends [never]
  ? []
  : [params: Record<PathParams<P>, string | number>];

/**
 * The URL path of a pattern with its parameters filled in, each one encoded
 * (a number or a uuid comes out as it went in): pathOf(API.staff.one, { id }).
 */
export function pathOf<P extends ApiPath>(pattern: P, ...[params]: ParamValues<P>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** Every pattern of the table, each once (the route-table test compares them with the API's). */
export function apiPaths(): ApiPath[] {
  const all = Object.values(API).flatMap((area) => Object.values(area) as ApiPath[]);
  return [...new Set(all)];
}

/** Header names (API.md). */
export const HEADERS = {
  partnerId: 'x-partner-id',
  countryCode: 'x-country-code',
  userEmail: 'x-user-email',
  idempotencyKey: 'idempotency-key',
  /**
   * Issue 37: a screen asking again by itself (Today's visits every 1.5 s):
   * `background`. Such a request is served but does not count as the
   * person's activity, so an unattended screen still signs out when idle.
   */
  refresh: 'x-refresh',
} as const;
