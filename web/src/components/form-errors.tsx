import type { ReactNode } from 'react';
import { localize } from '../lib/i18n';

/*
 * Where a form says what is wrong: beside the field for the field's own error, and in one alert on the form for an
 * error no field owns (the server's refusal, a limit, "fill the required fields"). Both stay until the next try, where
 * the person is looking; toasts (lib/notify.ts) are for outcomes. Plain Bootstrap markup, no react-bootstrap: the
 * sign-in page uses these too and stays small.
 */

/** The id of a field's error, which the field is described by. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

type FieldErrorValue = string | { message?: string } | null | undefined;
// The shared zod schemas write their errors in English: shown in the page's language.
const messageOf = (error: FieldErrorValue) => localize(typeof error === 'string' ? error : error?.message);

/**
 * A field's invalid state for Bootstrap and for screen readers: marked invalid, its error read as its description
 * (after `hintId`, the id of a hint that describes the field anyway).
 */
export function invalidProps(fieldId: string, error: FieldErrorValue, hintId?: string) {
  const invalid = !!error;
  const describedBy = [hintId, invalid ? errorIdOf(fieldId) : undefined].filter(Boolean).join(' ');
  return {
    isInvalid: invalid,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The error beside a field (Bootstrap's invalid feedback, shown whenever there is an error). */
export function FieldError({ fieldId, error }: { fieldId: string; error: FieldErrorValue }) {
  const message = messageOf(error);
  if (!message) return null;
  return (
    <div className="invalid-feedback d-block" id={errorIdOf(fieldId)}>
      {message}
    </div>
  );
}

/** The form's alert for an error no field owns; `children` add a second line (e.g. the tries left). */
export function FormAlert({ message, children }: { message?: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger py-2 mb-3" role="alert">
      {localize(message)}
      {children && <div className="small mt-1">{children}</div>}
    </div>
  );
}
