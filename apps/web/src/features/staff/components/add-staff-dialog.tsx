import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { ROLES, staffCreateSchema, type Role } from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useCreateStaff } from '../api/create-staff';
import { STAFF_MSG } from '../messages';
import { PasswordField } from './password-field';

type AddStaffValues = { name: string; email: string; role: Role; password: string };

const empty: AddStaffValues = { name: '', email: '', role: 'STAFF', password: '' };

type AddStaffDialogProps = { open: boolean; onClose: () => void };

/** Add staff (ruling 4): name, e-mail, role and a temporary password. */
export function AddStaffDialog({ open, onClose }: AddStaffDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="xs">
      <AddStaffForm onClose={onClose} />
    </FormDialog>
  );
}

function AddStaffForm({ onClose }: { onClose: () => void }) {
  const create = useCreateStaff();
  const { control, handleSubmit, formState } = useForm<AddStaffValues>({
    resolver: contractResolver(staffCreateSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const refuse = useInvalidSubmit();

  const onValid = (values: AddStaffValues) => {
    const body = staffCreateSchema.parse(values);
    create.mutate(body, {
      onSuccess: (staff) => {
        toast.success(STAFF_MSG.created(staff.email));
        onClose();
      },
      // Refusals (409 a known e-mail, 400 a common password) are the server's words.
      onError: (error) => notifyError(error),
    });
  };

  return (
    <FormDialogForm
      title="Add staff"
      dirty={formState.isDirty}
      busy={create.isPending}
      submitLabel="Add staff"
      closeLabel="Cancel"
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        * indicates a required field. Tell the person their temporary password; they sign in with it
        and the code e-mailed to them.
      </Typography>
      <Stack spacing={2}>
        <FormTextField control={control} name="name" label="Name" required fullWidth />
        <FormTextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          required
          fullWidth
          counter={30}
          autoComplete="off"
        />
        <FormSelect control={control} name="role" label="Role" required options={ROLES} />
        <PasswordField control={control} name="password" />
      </Stack>
    </FormDialogForm>
  );
}
