import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatName, type Customer } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { MessageDialog } from '../../communication/components/message-dialog';
import { CustomerOrdersTable } from '../../finance/components/customer-orders-table';
import { OrderFormDialog } from '../../finance/components/order-form-dialog';
import { JobCardFormDialog } from '../../jobcards/components/job-card-form-dialog';
import { useCustomer } from '../api/get-customer';
import { useDeleteCustomer } from '../api/delete-customer';
import { useUploadCustomerPicture } from '../api/upload-customer-picture';
import { CUSTOMER_MSG } from '../messages';
import { CustomerActionsMenu, type CustomerAction } from './customer-actions-menu';
import { CustomerContactCard } from './customer-contact-card';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerJobsTable } from './customer-jobs-table';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Open = CustomerAction | 'message' | null;

/** /customers/list/:id: one customer profile (SPEC 2). */
export function CustomerDetailScreen() {
  const { id = '' } = useParams();
  const customerId = Number(id);
  const query = useCustomer(customerId);
  useDocumentTitle(
    'Customers',
    query.data && formatName(query.data.firstname, query.data.lastname),
  );

  let body;
  if (!Number.isInteger(customerId) || customerId <= 0 || query.isError) {
    body = <Alert severity="error">{CUSTOMER_MSG.loadFailed}</Alert>;
  } else if (!query.data) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading profile">
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else {
    body = <CustomerProfile key={query.data.id} customer={query.data} />;
  }

  return (
    <Box>
      <Button
        component={Link}
        to={paths.customersList}
        startIcon={<ArrowBack />}
        sx={{ mb: 1, display: { md: 'none' } }}
      >
        All customers
      </Button>
      {body}
    </Box>
  );
}

function CustomerProfile({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const upload = useUploadCustomerPicture();
  const remove = useDeleteCustomer();
  const close = () => setOpen(null);
  const name = formatName(customer.firstname, customer.lastname);

  const uploadPicture = (file: File) =>
    upload
      .mutateAsync({ id: customer.id, file })
      .then(() => toast.success(CUSTOMER_MSG.pictureSet))
      .catch((error: unknown) => notifyError(error));

  const confirmDelete = () =>
    remove.mutate(customer.id, {
      onSuccess: () => {
        toast.success(CUSTOMER_MSG.deleted);
        close();
        void navigate(paths.customersList, { replace: true });
      },
      onError: (error) => {
        close();
        notifyError(error, CUSTOMER_MSG.deleteFailed);
      },
    });

  return (
    <Stack spacing={3}>
      <CustomerContactCard
        customer={customer}
        actions={<CustomerActionsMenu onAction={setOpen} />}
        uploading={upload.isPending}
        onUploadPicture={uploadPicture}
        onMessage={() => setOpen('message')}
      />
      <CustomerJobsTable customerId={customer.id} />
      <CustomerOrdersTable customerId={customer.id} />

      <CustomerFormDialog open={open === 'edit'} customer={customer} onClose={close} />
      <JobCardFormDialog
        open={open === 'addJobCard'}
        mode={{ kind: 'create', customer }}
        onClose={close}
      />
      <OrderFormDialog open={open === 'addOrder'} customerId={customer.id} onClose={close} />
      <MessageDialog open={open === 'message'} onClose={close} customer={customer} />
      <ConfirmDialog
        open={open === 'delete'}
        title="Delete Customer?"
        text={`${name} will be hidden from the lists. Job cards and payments are kept.`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </Stack>
  );
}
