import { registrationPhoneSchema } from '@dawalink/shared';

/*
 * The join page's phone check, the shared schema: the page loads this at the phone form's first focus or Send Code,
 * so zod is not on the way of its first paint.
 */
export const joinPhoneSchema = registrationPhoneSchema;
