import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { MSG, ROLES, staffCreateSchema, type Role } from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import { FormTextField } from '../../../components/form-text-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useCreateStaff } from '../api/create-staff';
import { STAFF_MSG } from '../messages';
import { PasswordField } from './password-field';

type AddStaffValues = { name: string; email: string; role: Role; password: string };

const empty: AddStaffValues = { name: '', email: '', role: 'STAFF', password: '' };

type AddStaffDialogProps = { open: boolean; onClose: () => void };

/** Add staff (DECISIONS 4): name, e-mail, role and a temporary password. */
export function AddStaffDialog({ open, onClose }: AddStaffDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // A stray click outside must not throw away a half-filled form.
        if (reason !== 'backdropClick') onClose();
      }}
      fullScreen={phone}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <AddStaffForm titleId={`${id}-title`} onClose={onClose} />
    </Dialog>
  );
}

function AddStaffForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const create = useCreateStaff();
  const { control, handleSubmit } = useForm<AddStaffValues>({
    resolver: contractResolver(staffCreateSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

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
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => toast.error(MSG.formInvalid))(event)}
      style={{ display: 'contents' }}
    >
      <DialogTitle id={titleId}>Add staff</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          * indicates a required field. Tell the person their temporary password; they sign in with
          it and the code e-mailed to them.
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
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Add staff
        </Button>
      </DialogActions>
    </form>
  );
}
