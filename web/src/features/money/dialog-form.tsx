import type { InputHTMLAttributes, ReactNode } from 'react';
import { Form, Modal } from 'react-bootstrap';
import {
  get,
  type FieldError as FieldErrorValue,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { ModalSaveFooter } from '../../components/modal-save-footer';

interface DialogFormProps<In extends FieldValues, Out> {
  /** The title's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  /** The form; its `root.server` error is the server's refusal. */
  form: UseFormReturn<In, unknown, Out>;
  /** What saves the checked values. */
  save: { mutate(body: Out): void; isPending: boolean };
  onClose(): void;
  /** What the dialog says above the refusal and the fields. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A dialog's form: the title, the server's refusal above the fields, and Close / Save Changes (a spinner while saving). */
export function DialogForm<In extends FieldValues, Out>({
  titleId,
  title,
  form,
  save,
  onClose,
  intro,
  children,
}: DialogFormProps<In, Out>) {
  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <Modal.Header closeButton closeLabel="Dismiss">
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {intro}
        <FormAlert message={form.formState.errors.root?.server?.message} />
        {children}
      </Modal.Body>
      <ModalSaveFooter saving={save.isPending} onClose={onClose} />
    </Form>
  );
}

/** A DialogForm that is the whole dialog (nothing to load before the form). */
export function FormDialog<In extends FieldValues, Out>(props: DialogFormProps<In, Out>) {
  return (
    <Modal show onHide={props.onClose} centered aria-labelledby={props.titleId}>
      <DialogForm {...props} />
    </Modal>
  );
}

interface TextFieldProps<In extends FieldValues> extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'placeholder'
> {
  /** The form the field belongs to, and its name there. */
  form: Pick<UseFormReturn<In>, 'register' | 'formState'>;
  name: Path<In>;
  /** The input's id; its error's id is made from it. */
  id: string;
  label: ReactNode;
  /** The group's class: the space below it, where another field follows. */
  className?: string;
}

/** A text field of a dialog: its label, the input (marked invalid, its error read as its description), the error. */
export function TextField<In extends FieldValues>({ form, name, id, label, className, ...input }: TextFieldProps<In>) {
  const error = get<FieldErrors<In>, FieldErrorValue | undefined>(form.formState.errors, name);
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...input} {...invalidProps(id, error)} {...form.register(name)} />
      <FieldError fieldId={id} error={error} />
    </Form.Group>
  );
}

/** A field for a sum of money: the decimal keypad, no autofill, and the space before the next field. */
export function AmountField<In extends FieldValues>(
  props: Omit<TextFieldProps<In>, 'className' | 'inputMode' | 'autoComplete' | 'placeholder'>,
) {
  return <TextField className="mb-3" inputMode="decimal" autoComplete="off" {...props} />;
}
