import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Col, Form, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import type { z } from 'zod';
import type { checkoutFormSchema } from '@dawalink/shared';
import { lazyResolver } from '../../lib/lazy-resolver';
import { afterFirstPage } from '../../lib/after-first-page';
import { useSession } from '../../lib/session';
import { getCart, lastStore, outOfStockLines, useCart } from '../../lib/cart';
import { paths } from '../../lib/paths';
import { CartPanel } from './cart-panel';
import { checkoutSession } from './checkout-session';
import { checkCheckoutPhone } from './phone-check';
import { usePlaceOrder } from './use-place-order';
import { storefrontQueries } from './storefront-api';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { LicenceRefusal } from './licence-refusal';
import { MSG } from '../../lib/i18n';
import { storefrontMsg } from '../../lib/i18n-storefront';
import { shopUi } from '../../lib/shop-texts';
import { stockMsg } from '../../lib/i18n-stock';

const resolver = lazyResolver(() => import('./checkout-resolvers').then((m) => m.checkoutResolver));

type FormIn = z.input<typeof checkoutFormSchema>;
type FormOut = z.output<typeof checkoutFormSchema>;

/** /checkout: the buyer's details and the cart of the last store visited, with "Order Now" in the summary. */
export default function CheckoutPage() {
  const url = lastStore();
  if (!url) {
    return (
      <main className="container">
        <div className="page-card auth-card text-center">
          <h1 className="h4">{shopUi().checkout}</h1>
          <p className="text-muted">{storefrontMsg().checkoutStoreMissing}</p>
          <Link to={paths.home}>{storefrontMsg().recentSuppliers}</Link>
        </div>
      </main>
    );
  }
  return <Checkout url={url} />;
}

function Checkout({ url }: { url: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const cart = useCart(url);
  const seller = useQuery(storefrontQueries.seller(url));
  const { place, placing, refusal, licenceRefusal } = usePlaceOrder(url);
  const draft = checkoutSession.draft();
  const retailer = user?.type === 'retailer' ? user : null;
  // A signed-in retailer's details come filled in, and "Order Now" is often the first thing touched: the check's
  // schema loads once the page has settled, so the order does not wait for it.
  useEffect(() => afterFirstPage(resolver.preload), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormIn, unknown, FormOut>({
    resolver,
    defaultValues: {
      fullName: retailer?.fullName ?? draft.fullName ?? '',
      phone: retailer?.phone ?? checkoutSession.phone() ?? '',
      email: retailer?.email ?? draft.email ?? '',
      store: retailer?.store ?? draft.store ?? '',
      address: retailer?.address ?? draft.address ?? '',
    },
  });

  const orderNow = handleSubmit(async (values) => {
    if (getCart(url).length === 0) {
      setError('root.server', { message: MSG.addItemsToCart });
      return;
    }
    if (outOfStockLines(getCart(url)).length > 0) {
      setError('root.server', { message: stockMsg().cartHasOutOfStock });
      return;
    }
    if (user && user.type !== 'retailer') {
      setError('root.server', { message: storefrontMsg().signInAsRetailer });
      return;
    }
    if (retailer) {
      const placed = await place({ store: values.store, phone_no: values.phone, address: values.address });
      if (placed !== null) {
        notify.success(MSG.orderPlaced);
        navigate(paths.orderPlaced(url), { state: { orderId: placed.id, credit: placed.credit } });
      }
      return;
    }
    // A visitor proves the phone first; the details wait for the registration step.
    checkoutSession.setDraft({
      fullName: values.fullName,
      email: values.email,
      store: values.store,
      address: values.address,
    });
    const next = await checkCheckoutPhone(values.phone, url, (message, field) =>
      setError(field ?? 'root.server', { message }, { shouldFocus: !!field }),
    );
    if (next) navigate(next);
  });

  const field = (name: keyof FormIn, label: string, props: Record<string, unknown> = {}) => (
    <Form.Group className="mb-3" controlId={`checkout-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...invalidProps(`checkout-${name}`, errors[name])} {...props} {...register(name)} />
      <FieldError fieldId={`checkout-${name}`} error={errors[name]} />
    </Form.Group>
  );

  return (
    <main className="container py-4">
      <h1 className="h3 mb-3">{shopUi().checkout}</h1>
      <Row className="g-3">
        <Col lg={7}>
          <Form noValidate className="page-card" onSubmit={orderNow} id="checkout-form">
            <h2 className="h5 mb-3">{shopUi().yourDetails}</h2>
            <FormAlert message={errors.root?.server?.message ?? refusal ?? undefined} />
            {field('fullName', shopUi().fullName, { autoComplete: 'name' })}
            {field('phone', shopUi().phoneNo, {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel',
              readOnly: !!retailer,
            })}
            {field('email', shopUi().emailOptional, { type: 'email', autoComplete: 'email' })}
            {field('store', shopUi().storeName, { autoComplete: 'organization' })}
            {field('address', shopUi().address, { as: 'textarea', rows: 2, autoComplete: 'street-address' })}
          </Form>
        </Col>
        <Col lg={5}>
          <div className="page-card cart-sticky">
            <p className="small text-muted mb-2">
              {shopUi().orderingFrom} <Link to={paths.store(url)}>{seller.data?.busniess_name ?? url}</Link>
            </p>
            <LicenceRefusal message={licenceRefusal?.message ?? null} restricted={licenceRefusal?.restricted} />
            <CartPanel
              items={cart.items}
              total={cart.total}
              onQuantity={cart.setQuantity}
              onRemove={cart.remove}
              actionLabel={storefrontMsg().orderNow}
              onAction={() => void orderNow()}
              busy={placing || isSubmitting}
            />
          </div>
        </Col>
      </Row>
    </main>
  );
}
