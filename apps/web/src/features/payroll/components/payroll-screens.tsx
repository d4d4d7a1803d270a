// The payroll screens, loaded lazily by the router (app/router.tsx).
export { PayrollScreen } from './payroll-screen';
export { PayoutBatchScreen } from './batch-screen';
