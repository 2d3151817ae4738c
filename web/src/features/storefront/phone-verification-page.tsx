import { useForm } from 'react-hook-form';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { isPlaceholderUrl } from '@dawalink/shared';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { checkoutPhoneForm } from './checkout-resolvers';
import { MSG } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { getCart } from '../../lib/cart';
import { paths } from '../../lib/paths';
import { checkoutSession } from './checkout-session';
import { checkCheckoutPhone } from './phone-check';
import { CheckoutShell } from './checkout-shell';
import { StoreMessage } from './store-message';
import { FormAlert } from '../../components/form-errors';
import { PhoneField } from '../../components/text-field';
import { shopUi } from '../../lib/shop-texts';

const resolver = lazyResolver(() => import('./checkout-resolvers').then((m) => m.phoneResolver));

/** Checkout for a visitor, step 1: the phone decides PIN (known retailer), SMS code (new) or refusal (wholesaler). */
export default function PhoneVerificationPage() {
  const { url = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof checkoutPhoneForm>, unknown, z.output<typeof checkoutPhoneForm>>({
    resolver,
    defaultValues: { phone: checkoutSession.phone() ?? '' },
  });

  if (isPlaceholderUrl(url)) return <StoreMessage title={MSG.enterUrl} />;
  // Already a signed-in retailer: straight to Order Confirmation.
  if (user?.type === 'retailer') return <Navigate to={paths.store(url)} state={{ confirm: true }} replace />;

  const onSubmit = handleSubmit(async ({ phone }) => {
    if (getCart(url).length === 0) {
      setError('root.server', { message: MSG.cartEmpty });
      return;
    }
    const next = await checkCheckoutPhone(phone, url, (message, field) =>
      setError(field ?? 'root.server', { message }, { shouldFocus: !!field }),
    );
    if (next) navigate(next);
  });

  return (
    <CheckoutShell url={url} title={shopUi().phoneVerification} subtitle={shopUi().phoneVerificationIntro}>
      <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
        <FormAlert message={errors.root?.server?.message} />
        <PhoneField
          id="checkout-phone"
          label={shopUi().phoneNo}
          autoFocus
          error={errors.phone}
          field={register('phone')}
        />
        <Button type="submit" className="w-100" disabled={isSubmitting}>
          {isSubmitting ? <Spinner size="sm" role="status" aria-label={shopUi().checking} /> : shopUi().continue}
        </Button>
      </Form>
    </CheckoutShell>
  );
}
