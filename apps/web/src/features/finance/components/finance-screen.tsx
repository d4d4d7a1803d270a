import { ComingSoon } from '../../../components/coming-soon';

export function FinanceScreen() {
  return (
    <ComingSoon
      title="Income trace"
      description="The income ledger, 10 per page: date, customer, phone number, address, receipt no, product, station, source, amount in UGX, pay method and status, sortable by date, user and receipt; record and edit income/order entries."
    />
  );
}
