// The customer list and a customer's profile load together, as one chunk
// (app/router.tsx): the profile opens beside the list without a second wait.
export { CustomersScreen } from '../../features/customers/components/customers-screen';
export { CustomerDetailScreen } from './customer-detail-screen';
