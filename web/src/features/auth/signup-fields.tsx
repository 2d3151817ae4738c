import { TextField, type FieldProps } from '../../components/text-field';
import { accessMsg } from '../../lib/i18n-access';

/*
 * The fields the sign-up forms (Registration's two steps, the seller's one-page form) ask alike, each with the input
 * attributes it has wherever it is asked: the browser's autofill and the shared schema's length.
 */

/** The person's own name. */
export function FullNameField(props: Omit<FieldProps, 'label'>) {
  return <TextField label={accessMsg().fullName} autoComplete="name" maxLength={100} {...props} />;
}

/** The name the store trades under. */
export function BusinessNameField(props: FieldProps) {
  return <TextField autoComplete="organization" maxLength={100} {...props} />;
}

/** An email address. */
export function EmailField(props: FieldProps) {
  return <TextField type="email" autoComplete="email" maxLength={254} {...props} />;
}
