// The shop's screens, loaded lazily by the router (app/router.tsx).
export { ShopOrdersScreen } from './orders-screen';
export { ShopOrderDetailScreen } from './order-detail-screen';
export { ShopSalesScreen } from './sales-screen';
