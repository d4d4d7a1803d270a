import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NURSE_WIZARD_STEPS, type Nurse } from '@app/contract';
import { FormDialog, FormDialogForm } from '../../../components/form-dialog';
import { contractResolver } from '../../../lib/contract-resolver';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { toast } from '../../../lib/toast';
import { useCreateNurse } from '../api/create-nurse';
import { useUpdateNurse } from '../api/update-nurse';
import { NURSE_MSG } from '../messages';
import { notifyFailure } from '../../../lib/notify-error';
import {
  STEP_FIELDS,
  emptyNurseWizardForm,
  firstStepWithError,
  nurseCreateBody,
  nurseUpdateBody,
  nurseWizardFormFrom,
  nurseWizardSchema,
  type NurseWizardForm,
} from './nurse-wizard-form';
import { WIZARD_STEP_COMPONENTS } from './nurse-wizard-steps';

type NurseWizardDialogProps = {
  open: boolean;
  /** The nurse to edit; without one the wizard adds a nurse profile. */
  nurse?: Nurse;
  onClose: () => void;
  onSaved?: (nurse: Nurse) => void;
};

/** The 4-step nurse profile form (SPEC 2, 5): Save on create, Update on edit. */
export function NurseWizardDialog({ open, nurse, onClose, onSaved }: NurseWizardDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md">
      {/* Mounted when opened: each opening starts a fresh form and a fresh idempotency key. */}
      <NurseWizard nurse={nurse} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

type NurseWizardProps = Omit<NurseWizardDialogProps, 'open'>;

function NurseWizard({ nurse: opened, onClose, onSaved }: NurseWizardProps) {
  const stepId = useId();
  // The profile as it was when the dialog opened: its updatedAt is the version edited.
  const [nurse] = useState(opened);
  const editing = nurse !== undefined;
  const create = useCreateNurse();
  const update = useUpdateNurse();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(editing ? STEP_FIELDS.length - 1 : 0);
  const { control, handleSubmit, setValue, trigger, formState } = useForm<NurseWizardForm>({
    resolver: contractResolver(nurseWizardSchema),
    mode: 'onTouched',
    defaultValues: nurse ? nurseWizardFormFrom(nurse) : emptyNurseWizardForm(),
  });
  const busy = create.isPending || update.isPending;
  const last = step === STEP_FIELDS.length - 1;
  const errorSteps = new Set(
    STEP_FIELDS.flatMap((fields, i) => (fields.some((f) => formState.errors[f]) ? [i] : [])),
  );

  const goTo = (next: number) => {
    setStep(next);
    setReached((r) => Math.max(r, next));
  };

  const next = async () => {
    // Next checks the current step's fields only (SPEC 5).
    if (await trigger([...(STEP_FIELDS[step] ?? [])])) goTo(step + 1);
  };

  const onValid = (values: NurseWizardForm) => {
    const saved = (message: string) => (result: Nurse) => {
      toast.success(message);
      onClose();
      onSaved?.(result);
    };
    const failed = (error: unknown) => notifyFailure(NURSE_MSG.saveFailed, error);
    if (nurse) {
      update.mutate(
        { id: nurse.id, body: nurseUpdateBody(values, nurse) },
        { onSuccess: saved(NURSE_MSG.updated), onError: failed },
      );
    } else {
      create.mutate(
        { body: nurseCreateBody(values), idempotencyKey },
        { onSuccess: saved(NURSE_MSG.created), onError: failed },
      );
    }
  };

  const refuse = useInvalidSubmit();
  // A refused save opens the step of the first field in error, which is then focused.
  const onInvalid: typeof refuse = (errors, event) => {
    const first = firstStepWithError(Object.keys(errors));
    if (first !== undefined) goTo(first);
    refuse(errors, event);
  };

  const StepFields = WIZARD_STEP_COMPONENTS[step] ?? WIZARD_STEP_COMPONENTS[0];

  return (
    <FormDialogForm
      title={editing ? 'Edit Nurse Profile' : 'Add Nurse Profile'}
      dirty={formState.isDirty}
      busy={busy}
      submitLabel={editing ? 'Update' : 'Save'}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      actions={
        <>
          <Button onClick={() => goTo(step - 1)} disabled={step === 0 || busy}>
            Back
          </Button>
          {last ? null : (
            <Button variant="outlined" onClick={() => void next()} disabled={busy}>
              Next
            </Button>
          )}
        </>
      }
    >
      <Stepper nonLinear alternativeLabel activeStep={step} sx={{ mb: 3 }}>
        {NURSE_WIZARD_STEPS.map((s, i) => (
          <Step
            key={s.title}
            completed={(editing ? i !== step : i < reached) && !errorSteps.has(i)}
          >
            <StepButton onClick={() => goTo(i)} disabled={i > reached || busy}>
              <StepLabel error={errorSteps.has(i)}>{s.title}</StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h6" component="h3" sx={{ mb: 0.5 }} aria-live="polite" id={stepId}>
        {NURSE_WIZARD_STEPS[step]?.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {NURSE_MSG.requiredNote}
      </Typography>
      <Box role="group" aria-labelledby={stepId}>
        <StepFields control={control} setValue={setValue} />
      </Box>
    </FormDialogForm>
  );
}
