import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

export function ShopOrdersScreen() {
  return (
    <ComingSoon
      title="Shop orders"
      description="Orders by status in tabs Pending, Confirmed, Received and Cancelled; View Order opens the order."
    />
  );
}

export function ShopOrderDetailScreen() {
  const { id = '' } = useParams();
  return (
    <ComingSoon
      title={`Order ${id}`}
      description="Order number, shipping fee, subtotal, amount, dates, status, customer name and contact, address, payment and delivery method, the items, Print and Update Shipping Fee."
    />
  );
}

export function ShopSalesScreen() {
  return (
    <ComingSoon
      title="Sales"
      description="Sales summary of shop orders over a chosen date range: totals by status, by day and by product, with a chart."
    />
  );
}
