import type { InputHTMLAttributes, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_PLACEHOLDER } from '@dawalink/shared';
import { FieldError, invalidProps } from './form-errors';

/** The input's own attributes, written on it as on an `<input>`. */
type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder' | 'autoFocus'
>;

/** What a field is given where a form asks it; the kind of input (type, autofill, length) is the field's own. */
export interface FieldProps {
  /** The input's id; its error's id is made from it. */
  id: string;
  label: string;
  /** What react-hook-form's `register` gave for the field. */
  field: UseFormRegisterReturn;
  error?: { message?: string };
  /** A line under the field, after its error. */
  hint?: ReactNode;
  /** Half a row from sm up, inside a `Row` (two fields side by side); a full row otherwise. */
  half?: boolean;
}

/** One labelled input of a react-hook-form form, with its error beside it (form-errors.tsx) and its hint. */
export function TextField({ id, label, field, error, hint, half, ...input }: FieldProps & InputAttributes) {
  return (
    // Half a row is Bootstrap's column class, the one `<Col sm={6}>` gives.
    <Form.Group className={half ? 'col-sm-6' : 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...input} {...invalidProps(id, error)} {...field} />
      <FieldError fieldId={id} error={error} />
      {hint && <Form.Text>{hint}</Form.Text>}
    </Form.Group>
  );
}

/**
 * A phone number, as every form that asks for one writes it: the phone keypad, the browser's saved number, and the
 * number's written form as the placeholder.
 */
export function PhoneField(props: FieldProps & Pick<InputAttributes, 'autoFocus'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} {...props} />;
}
