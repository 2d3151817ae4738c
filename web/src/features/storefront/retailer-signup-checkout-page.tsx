import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { notify } from '../../lib/notify';
import type { z } from 'zod';
import type { retailerSignupCheckoutSchema } from '@dawalink/shared';
import { lazyResolver } from '../../lib/lazy-resolver';
import { MSG } from '../../lib/i18n';
import { adminMsg } from '../../lib/i18n-admin';
import { ApiError, errorMessage } from '../../lib/api';
import { registerRetailer } from '../../lib/sign-in';
import { useSession } from '../../lib/session';
import { getCart, useCart } from '../../lib/cart';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../lib/paths';
import { PinInput } from '../../components/pin-input';
import { checkoutSession } from './checkout-session';
import { usePlaceOrder } from './use-place-order';
import { CheckoutShell } from './checkout-shell';
import { cartSummary, OrderSummary } from './order-summary';
import { storefrontQueries } from './storefront-api';
import { errorIdOf, FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { AccountBlockedPanel } from '../../components/account-blocked-panel';
import { shopUi } from '../../lib/shop-texts';

const signupResolver = lazyResolver(() => import('./checkout-resolvers').then((m) => m.signupResolver));
const registeredResolver = lazyResolver(() => import('./checkout-resolvers').then((m) => m.registeredSignupResolver));

type FormIn = z.input<typeof retailerSignupCheckoutSchema>;
type FormOut = z.output<typeof retailerSignupCheckoutSchema>;

/** Checkout for a new retailer: register (which signs in) and place the order, in one step for the buyer. */
export default function RetailerSignupCheckoutPage() {
  const { url = '' } = useParams();
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const { place } = usePlaceOrder(url);
  const seller = useQuery(storefrontQueries.seller(url));
  const cart = useCart(url);
  const summary = cartSummary(cart.items);
  // Registered already (a retry after the order failed): only the order is left to place.
  const registered = user?.type === 'retailer';
  const phone = checkoutSession.phone() ?? (registered ? user.phone : '');
  const token = checkoutSession.token();
  const draft = checkoutSession.draft();
  // Registered, but the account waits for the admin (ACCOUNT_APPROVAL=all): no order yet, the cart stays.
  const [waiting, setWaiting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: registered ? registeredResolver : signupResolver,
    defaultValues: {
      fullName: draft.fullName ?? '',
      phone,
      email: draft.email ?? '',
      store: draft.store ?? '',
      address: draft.address ?? '',
      password: '',
    },
  });

  if (waiting) {
    return (
      <CheckoutShell url={url} title={shopUi().retailerRegistration}>
        <AccountBlockedPanel
          kind="waiting"
          message={adminMsg().registeredAwaitingApproval}
          note={<p className="mb-0">{adminMsg().orderAfterApproval}</p>}
          action={
            <Link className="btn btn-primary w-100" to={paths.store(url)}>
              {shopUi().returnToStore}
            </Link>
          }
        />
      </CheckoutShell>
    );
  }
  if (!registered && (!phone || !token)) return <Navigate to={paths.phoneVerification(url)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    if (getCart(url).length === 0) {
      setError('root.server', { message: MSG.addItemsToCart });
      return;
    }
    if (!registered) {
      try {
        const me = await registerRetailer({ ...values, verification_token: token });
        // A new account that waits for approval is not signed in: it may not order yet.
        if (!me) {
          checkoutSession.setToken(null);
          setWaiting(true);
          return;
        }
        setUser(me);
        checkoutSession.setToken(null);
        notify.success(MSG.retailerRegistered);
      } catch (error) {
        // A taken phone or a spent code starts again from the phone (the toast goes with the person); any other
        // refusal stays on this form.
        if (error instanceof ApiError && (error.status === 409 || error.message === MSG.verificationInvalid)) {
          notify.error(errorMessage(error));
          navigate(paths.phoneVerification(url));
        } else setError('root.server', { message: errorMessage(error) });
        return;
      }
    }
    const placed = await place({ store: values.store, phone_no: values.phone, address: values.address });
    if (placed === null) {
      navigate(paths.store(url));
      return;
    }
    checkoutSession.clear();
    // One toast: a registration just made keeps its own; the order-placed page's heading says the order is placed.
    if (registered) notify.success(MSG.orderPlaced);
    navigate(paths.orderPlaced(url), { state: { orderId: placed.id, credit: placed.credit } });
  });

  return (
    <CheckoutShell url={url} title={shopUi().retailerRegistration} subtitle={shopUi().signupIntro} wide>
      <Form noValidate onSubmit={onSubmit} onFocus={(registered ? registeredResolver : signupResolver).preload}>
        <FormAlert message={errors.root?.server?.message} />
        <Form.Group className="mb-3" controlId="signup-fullname">
          <Form.Label>{shopUi().fullName}</Form.Label>
          <Form.Control
            autoComplete="name"
            {...invalidProps('signup-fullname', errors.fullName)}
            {...register('fullName')}
          />
          <FieldError fieldId="signup-fullname" error={errors.fullName} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="signup-phone">
          <Form.Label>{shopUi().phone}</Form.Label>
          <Form.Control
            type="tel"
            readOnly
            plaintext={false}
            className="bg-light"
            {...invalidProps('signup-phone', errors.phone)}
            {...register('phone')}
          />
          <FieldError fieldId="signup-phone" error={errors.phone} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="signup-email">
          <Form.Label>{shopUi().emailOptional}</Form.Label>
          <Form.Control
            type="email"
            autoComplete="email"
            {...invalidProps('signup-email', errors.email)}
            {...register('email')}
          />
          <FieldError fieldId="signup-email" error={errors.email} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="signup-store">
          <Form.Label>{shopUi().storeName}</Form.Label>
          <Form.Control
            autoComplete="organization"
            {...invalidProps('signup-store', errors.store)}
            {...register('store')}
          />
          <FieldError fieldId="signup-store" error={errors.store} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="signup-address">
          <Form.Label>{shopUi().address}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            autoComplete="street-address"
            {...invalidProps('signup-address', errors.address)}
            {...register('address')}
          />
          <FieldError fieldId="signup-address" error={errors.address} />
        </Form.Group>
        {!registered && (
          <Form.Group className="mb-3">
            <Form.Label as="div">{shopUi().setPin}</Form.Label>
            <Controller
              control={control}
              name="password"
              render={({ field }) => (
                <PinInput
                  value={field.value}
                  onChange={field.onChange}
                  invalid={!!errors.password}
                  errorId={errorIdOf('signup-pin')}
                />
              )}
            />
            <FieldError fieldId="signup-pin" error={errors.password} />
            <Form.Text>{shopUi().setPinHint}</Form.Text>
          </Form.Group>
        )}
        {/* What the button commits to, right above it. */}
        <div className="mb-3">
          {cart.items.length > 0 ? (
            <OrderSummary store={seller.data?.busniess_name ?? url} lines={summary.lines} total={summary.total} />
          ) : (
            <p className="text-danger mb-0">{MSG.addItemsToCart}</p>
          )}
        </div>
        <Button type="submit" className="w-100" size="lg" disabled={isSubmitting}>
          {isSubmitting ? (
            <Spinner size="sm" role="status" aria-label={shopUi().placingOrder} />
          ) : registered ? (
            'Place Order'
          ) : (
            shopUi().registerAndPlace
          )}
        </Button>
      </Form>
    </CheckoutShell>
  );
}
