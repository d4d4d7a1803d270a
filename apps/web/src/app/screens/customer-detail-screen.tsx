import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatName, type Customer } from '@app/contract';
import { DeleteProfileDialog } from '../../components/delete-profile-dialog';
import { DetailScreen, useDetailId } from '../../components/detail-screen';
import { paths } from '../../config/paths';
import { MessageDialog } from '../../features/communication/components/message-dialog';
import { smsKeys } from '../../features/communication/api/sms-keys';
import { SmsRepliesSection } from '../../features/communication/components/sms-replies-section';
import { SmsOptOutLine } from '../../features/communication/components/sms-opt-out-line';
import { useDeleteCustomer } from '../../features/customers/api/delete-customer';
import { useCustomer } from '../../features/customers/api/get-customer';
import { customerKeys } from '../../features/customers/api/keys';
import { useUploadCustomerPicture } from '../../features/customers/api/upload-customer-picture';
import {
  CustomerActionsMenu,
  type CustomerAction,
} from '../../features/customers/components/customer-actions-menu';
import { CustomerContactCard } from '../../features/customers/components/customer-contact-card';
import { CustomerFormDialog } from '../../features/customers/components/customer-form-dialog';
import { CUSTOMER_MSG } from '../../features/customers/messages';
import { CustomerOrdersTable } from '../../features/finance/components/customer-orders-table';
import { OrderFormDialog } from '../../features/finance/components/order-form-dialog';
import { CustomerJobsTable } from '../../features/jobcards/components/customer-jobs-table';
import { JobCardFormDialog } from '../../features/jobcards/components/job-card-form-dialog';
import { CareTimelineSection } from '../../features/maternal/components/care-timeline-section';
import { PregnancySection } from '../../features/maternal/components/pregnancy-section';
import { ErasedBanner } from '../../features/privacy/components/erased-banner';
import { usePrivacyActions } from '../../features/privacy/components/privacy-actions';
import { notifyError } from '../../lib/notify-error';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

type Open = CustomerAction | 'message' | null;

/** An erased customer (issue 26) keeps her profile, read-only: nothing to edit, add or write to. */
const ERASED_HIDES: readonly CustomerAction[] = ['edit', 'addJobCard', 'addOrder', 'delete'];

/**
 * /customers/list/:id: one customer profile (SPEC 2). It gathers several areas
 * (the customer, her pregnancies of issue 42, their job cards, their orders,
 * messages with the SMS line of issue 24, personal data export and erasure of
 * issue 26), so it lives in app/
 * (ADR 031).
 */
export function CustomerDetailScreen() {
  const customerId = useDetailId();
  const query = useCustomer(customerId);
  useDocumentTitle(
    'Customers',
    query.data && formatName(query.data.firstname, query.data.lastname),
  );

  return (
    <DetailScreen
      id={customerId}
      query={query}
      loadFailed={CUSTOMER_MSG.loadFailed}
      backTo={paths.customersList}
      backLabel="All customers"
      skeletons={[220, 160]}
    >
      {(customer) => <CustomerProfile key={customer.id} customer={customer} />}
    </DetailScreen>
  );
}

function CustomerProfile({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState<Open>(null);
  const upload = useUploadCustomerPicture();
  const remove = useDeleteCustomer();
  const queryClient = useQueryClient();
  const close = () => setOpen(null);
  const name = formatName(customer.firstname, customer.lastname);
  const erased = !!customer.erased_at;
  const privacy = usePrivacyActions({
    kind: 'customer',
    id: customer.id,
    name,
    erased,
    onErased: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });

  const uploadPicture = (file: File) =>
    upload
      .mutateAsync({ id: customer.id, file })
      .then(() => toast.success(CUSTOMER_MSG.pictureSet))
      .catch((error: unknown) => notifyError(error));

  return (
    <Stack spacing={3}>
      <ErasedBanner erasedAt={customer.erased_at} />
      <CustomerContactCard
        customer={customer}
        actions={
          <CustomerActionsMenu
            onAction={setOpen}
            hidden={erased ? ERASED_HIDES : []}
            extraActions={privacy.items}
          />
        }
        uploading={upload.isPending}
        onUploadPicture={uploadPicture}
        onMessage={() => setOpen('message')}
      />
      {erased ? null : (
        <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
          <SmsOptOutLine person={{ customerId: customer.id }} name={name} />
        </Paper>
      )}
      {/* Issue 42: shown for a woman, a customer marked expecting, or anyone with a pregnancy. */}
      {/* An outcome recorded changes her user type and children: the profile is read again. */}
      <PregnancySection
        customer={customer}
        dateOfBirth={customer.date_of_birth}
        onOutcomeRecorded={() => {
          void queryClient.invalidateQueries({ queryKey: customerKeys.all });
          // a birth she reported by SMS is closed by it: her SMS and Care due's list say so at once
          void queryClient.invalidateQueries({ queryKey: smsKeys.replies() });
        }}
      />
      <CareTimelineSection customerId={customer.id} />
      {/* Issue 42: what she sent us by SMS, a reply to answer, a birth she reported. */}
      <SmsRepliesSection
        customerId={customer.id}
        onReply={erased ? undefined : () => setOpen('message')}
      />
      <CustomerJobsTable customerId={customer.id} />
      <CustomerOrdersTable customerId={customer.id} />

      <CustomerFormDialog open={open === 'edit'} customer={customer} onClose={close} />
      <JobCardFormDialog
        open={open === 'addJobCard'}
        mode={{ kind: 'create', customer }}
        onClose={close}
      />
      <OrderFormDialog open={open === 'addOrder'} customer={customer} onClose={close} />
      <MessageDialog open={open === 'message'} onClose={close} customer={customer} />
      {privacy.dialog}
      <DeleteProfileDialog
        open={open === 'delete'}
        id={customer.id}
        remove={remove}
        title="Delete Customer?"
        text={`${name} will be hidden from the lists. Job cards and payments are kept.`}
        deleted={CUSTOMER_MSG.deleted}
        backTo={paths.customersList}
        onFailed={(error) => notifyError(error, CUSTOMER_MSG.deleteFailed)}
        onClose={close}
      />
    </Stack>
  );
}
