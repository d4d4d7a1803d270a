import { lazy, Suspense, type ReactElement } from 'react';
import { PageLoader } from '../components/page-loader';
import { Outlet, createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { DocumentTitle } from '../lib/use-document-title';
import { GlobalProgress } from './global-progress';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { NotFoundRoute } from './not-found';
import { PageToasts } from './page-toasts';
import { FinanceLayout } from './screens/finance-layout';
import { CustomersLayout } from './screens/customers-layout';
import { NursesLayout } from './screens/nurses-layout';
import { withErrorElements } from './route-error';
import { SessionExpiredDialog } from './session-expired-dialog';
import { AppShell } from './shell/app-shell';
import { UpdatePrompt } from './update-prompt';

// Each area's screens load on first visit, keeping the first page's JS small.
const LoginForm = lazy(() =>
  import('../features/auth/components/login-form').then((m) => ({ default: m.LoginForm })),
);
const VerificationForm = lazy(() =>
  import('../features/auth/components/verification-form').then((m) => ({
    default: m.VerificationForm,
  })),
);
const HomeScreen = lazy(() =>
  import('./screens/home-screen').then((m) => ({ default: m.HomeScreen })),
);
const nurses = () => import('./screens/nurses-screen');
const NursesScreen = lazy(() => nurses().then((m) => ({ default: m.NursesScreen })));
const NurseDetailScreen = lazy(() => nurses().then((m) => ({ default: m.NurseDetailScreen })));
const ScheduleScreen = lazy(() =>
  import('./screens/schedule-screen').then((m) => ({ default: m.ScheduleScreen })),
);
const customers = () => import('./screens/customers-screen');
const CustomersScreen = lazy(() => customers().then((m) => ({ default: m.CustomersScreen })));
const CustomerDetailScreen = lazy(() =>
  customers().then((m) => ({ default: m.CustomerDetailScreen })),
);
const CareDueScreen = lazy(() =>
  import('./screens/care-due-screen').then((m) => ({ default: m.CareDueScreen })),
);
const bookings = () => import('./screens/bookings-screen');
const BookingsScreen = lazy(() => bookings().then((m) => ({ default: m.BookingsScreen })));
const BookingDetailScreen = lazy(() =>
  bookings().then((m) => ({ default: m.BookingDetailScreen })),
);
const ShopLayout = lazy(() =>
  import('../features/shop/components/shop-layout').then((m) => ({ default: m.ShopLayout })),
);
const shop = () => import('../features/shop/components/shop-screens');
const ShopOrdersScreen = lazy(() => shop().then((m) => ({ default: m.ShopOrdersScreen })));
const ShopOrderDetailScreen = lazy(() =>
  shop().then((m) => ({ default: m.ShopOrderDetailScreen })),
);
const ShopSalesScreen = lazy(() => shop().then((m) => ({ default: m.ShopSalesScreen })));
const FinanceScreen = lazy(() =>
  import('../features/finance/components/finance-screen').then((m) => ({
    default: m.FinanceScreen,
  })),
);
const payroll = () => import('../features/payroll/components/payroll-screens');
const PayrollScreen = lazy(() => payroll().then((m) => ({ default: m.PayrollScreen })));
const PayoutBatchScreen = lazy(() => payroll().then((m) => ({ default: m.PayoutBatchScreen })));
const ReconciliationScreen = lazy(() =>
  import('../features/reconciliation/components/reconciliation-screen').then((m) => ({
    default: m.ReconciliationScreen,
  })),
);
const PaymentsScreen = lazy(() =>
  import('../features/payments/components/payments-screen').then((m) => ({
    default: m.PaymentsScreen,
  })),
);
const CommunicationScreen = lazy(() =>
  import('../features/communication/components/communication-screen').then((m) => ({
    default: m.CommunicationScreen,
  })),
);
const AdminScreen = lazy(() =>
  import('./screens/admin-screen').then((m) => ({ default: m.AdminScreen })),
);
const VisitExceptionsScreen = lazy(() =>
  import('./screens/visit-exceptions-screen').then((m) => ({
    default: m.VisitExceptionsScreen,
  })),
);

/**
 * A path that only forwards (/nurses to /nurses/list): the router redirects
 * before anything renders. A rendered <Navigate> stayed on screen while the
 * next screen's code loaded, and a menu click in that moment remounted it and
 * sent the user back (shell.spec in CI: Finance chosen, Nurse Profiles shown).
 */
const forward = (path: string, to: string): RouteObject => ({ path, loader: () => redirect(to) });
/** The sign-in screens name the browser tab here (issue 21). */
const titled = (screen: string, element: ReactElement) => (
  <>
    <DocumentTitle screen={screen} />
    {element}
  </>
);

function RootLayout() {
  return (
    <>
      <GlobalProgress />
      <PageToasts />
      <SessionExpiredDialog />
      <UpdatePrompt />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * The route table (SPEC 2, ruling 1-3); tests mount it in a memory router.
 * Every route has the product's error element (issue 21).
 */
export const routes: RouteObject[] = withErrorElements([
  {
    element: <RootLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login, element: titled('Sign in', <LoginForm />) },
          { path: paths.verification, element: titled('Verification', <VerificationForm />) },
          { path: paths.dashboardAlias, element: titled('Sign in', <LoginForm />) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.home,
            element: <AppShell />,
            children: [
              { index: true, element: <HomeScreen /> },
              forward(paths.homeAlias, paths.home),
              forward(paths.nurses, paths.nursesList),
              {
                element: <NursesLayout />,
                children: [
                  {
                    path: paths.nursesList,
                    element: <NursesScreen />,
                    children: [{ path: paths.nurseDetail, element: <NurseDetailScreen /> }],
                  },
                  { path: paths.nursesSchedule, element: <ScheduleScreen /> },
                ],
              },
              { path: paths.communication, element: <CommunicationScreen /> },
              { path: paths.visitDays, element: <VisitExceptionsScreen /> },
              {
                path: paths.bookings,
                element: <BookingsScreen />,
                children: [{ path: paths.bookingDetail, element: <BookingDetailScreen /> }],
              },
              forward(paths.shop, paths.shopOrders),
              {
                element: <ShopLayout />,
                children: [
                  { path: paths.shopSales, element: <ShopSalesScreen /> },
                  { path: paths.shopOrders, element: <ShopOrdersScreen /> },
                  { path: paths.shopOrderDetail, element: <ShopOrderDetailScreen /> },
                ],
              },
              forward(paths.customers, paths.customersList),
              {
                element: <CustomersLayout />,
                children: [
                  {
                    path: paths.customersList,
                    element: <CustomersScreen />,
                    children: [{ path: paths.customerDetail, element: <CustomerDetailScreen /> }],
                  },
                  { path: paths.customersCareDue, element: <CareDueScreen /> },
                ],
              },
              {
                element: <RequireAdmin />,
                children: [{ path: paths.admin, element: <AdminScreen /> }],
              },
              forward(paths.finance, paths.financeList),
              {
                element: <FinanceLayout />,
                children: [
                  { path: paths.financeList, element: <FinanceScreen /> },
                  { path: paths.financePayroll, element: <PayrollScreen /> },
                  { path: paths.financePayrollBatch, element: <PayoutBatchScreen /> },
                  { path: paths.financeReconciliation, element: <ReconciliationScreen /> },
                  { path: paths.financePayments, element: <PaymentsScreen /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
