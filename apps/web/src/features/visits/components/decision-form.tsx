import Alert from '@mui/material/Alert';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialogForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { toast } from '../../../lib/toast';

export type Decision = 'approved' | 'rejected';
export type DecisionBody = { decision: Decision; reason: string };

type DecisionFormProps = {
  decision: Decision;
  title: string;
  submitLabel: string;
  /** The contract's schema of the decision: the form shows the API's own messages. */
  schema: z.ZodType<DecisionBody>;
  /** Who reads the reason, under the field. */
  reasonHelp: string;
  busy: boolean;
  /** Sends the decision; resolves once it is recorded. */
  send: (body: DecisionBody) => Promise<unknown>;
  /** The toast once decided. */
  done: string;
  onClose: () => void;
  /** What is decided and what the decision does, above the reason. */
  children: ReactNode;
};

/**
 * An ADMIN's approve or reject with a required reason (issue 37), inside a
 * FormDialog: a day without proof, a refused check. A refusal (409: decided
 * meanwhile, the job went into a batch) stays in view with the API's words.
 */
export function DecisionForm({
  decision,
  title,
  submitLabel,
  schema,
  reasonHelp,
  busy,
  send,
  done,
  onClose,
  children,
}: DecisionFormProps) {
  const [problem, setProblem] = useState<string>();
  const { control, handleSubmit, formState } = useForm<DecisionBody>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: { decision, reason: '' },
  });
  const refuse = useInvalidSubmit();

  const onValid = (values: DecisionBody) => {
    setProblem(undefined);
    send(schema.parse(values)).then(
      () => {
        toast.success(done);
        onClose();
      },
      (error: unknown) => {
        if (!(isApiError(error) && error.notified)) setProblem(errorMessage(error));
      },
    );
  };

  return (
    <FormDialogForm
      title={title}
      dirty={formState.isDirty}
      busy={busy}
      submitLabel={submitLabel}
      closeLabel="Cancel"
      onSubmit={(event) => void handleSubmit(onValid, refuse)(event)}
      contentSx={{ display: 'grid', gap: 2 }}
    >
      {children}
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        required
        multiline
        minRows={2}
        helperText={reasonHelp}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </FormDialogForm>
  );
}
