import { useCallback, useEffect, useState, type BaseSyntheticEvent } from 'react';
import { MSG } from '@app/contract';
import { toast } from './toast';

/** react-hook-form's errors, or a form's own problems by field name. */
type Errors = Readonly<Record<string, unknown>>;

/** The names of the fields in error, as react-hook-form names them ('lines.0.amount'). */
export function errorFieldNames(errors: Errors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (value === undefined || value === null) return [];
    const name = prefix ? `${prefix}.${key}` : key;
    // A field's error carries its message; a group (an object, a list) holds more fields.
    if (typeof value !== 'object' || 'message' in value || 'type' in value) return [name];
    return errorFieldNames(value as Errors, name);
  });
}

const quoted = (name: string) => `"${name.replace(/["\\]/g, '\\$&')}"`;

/** A field one can type in or choose from: not a select's hidden input, not disabled. */
function focusable(el: HTMLElement): boolean {
  if (el.getAttribute('aria-hidden') === 'true' || el.tabIndex < 0) return false;
  if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
  return !(el as HTMLInputElement).disabled;
}

/**
 * The first field in error in `root`, in the order the form shows them: a
 * field marked invalid (aria-invalid) or named in `names`.
 */
export function firstInvalidField(
  root: ParentNode,
  names: readonly string[] = [],
): HTMLElement | null {
  const marked = [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  const named = names.flatMap((name) => [
    ...root.querySelectorAll<HTMLElement>(`[name=${quoted(name)}]`),
  ]);
  const inOrder = [...marked, ...named]
    .filter(focusable)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return inOrder[0] ?? null;
}

/** Brings the first field in error into view (mid-screen, clear of toasts) and focuses it. */
export function focusFirstInvalid(root: ParentNode, names: readonly string[] = []): boolean {
  const field = firstInvalidField(root, names);
  if (!field) return false;
  // jsdom has no scrollIntoView; browsers do.
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

type Refusal = { form: HTMLFormElement; names: string[] };

function formOf(event: BaseSyntheticEvent | undefined): HTMLFormElement | null {
  const target: unknown = event?.target;
  return target instanceof Element ? target.closest('form') : null;
}

/**
 * A refused save names its fields (issue 38): the invalid handler of a form's
 * handleSubmit (or of its own checks) toasts the SPEC's 'Some fields are not
 * filled' and, once the errors show, brings the form's first field in error,
 * in the form's order, into view and focuses it. A form that shows its fields
 * in parts (the nurse wizard's steps) opens the part first, then calls this.
 */
export function useInvalidSubmit(): (errors: Errors, event?: BaseSyntheticEvent) => void {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    if (!refusal) return;
    // After the render that shows the errors (and the part opened), and after
    // react-hook-form's own focus, which follows the order fields registered in.
    const timer = window.setTimeout(() => focusFirstInvalid(refusal.form, refusal.names));
    return () => window.clearTimeout(timer);
  }, [refusal]);
  return useCallback((errors: Errors, event?: BaseSyntheticEvent) => {
    toast.error(MSG.formInvalid);
    const form = formOf(event);
    // A new object each time: the same fields refused twice are focused twice.
    if (form) setRefusal({ form, names: errorFieldNames(errors) });
  }, []);
}
