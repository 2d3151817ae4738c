import { useForm } from 'react-hook-form';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useEffect } from 'react';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { registrationStep1Form } from './auth-resolvers';
import { MSG } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { paths, profileFor } from '../../lib/paths';
import { readDraft, saveDraft } from './signup-flow';
import { authApi, useRegistrationStore } from './auth-api';
import './access.css';
import { StepHeader } from './step-header';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { BusinessNameField } from './signup-fields';
import { accessMsg } from '../../lib/i18n-access';

const resolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.registrationStep1Resolver));
type Step1Form = z.input<typeof registrationStep1Form>;

/** Registration step 1, "Business Details": who registers, the business or store name, the address. */
export default function RegistrationStep1Page() {
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const draft = readDraft();
  // Opened from a store's Register link: a retailer of that store (a wholesaler has no business on a store link).
  const store = useRegistrationStore(id);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Step1Form, unknown, z.output<typeof registrationStep1Form>>({
    resolver,
    defaultValues: { user_as: draft?.user_as, store: draft?.store ?? '', address: draft?.address ?? '' },
  });
  const userAs = watch('user_as');
  // Sent back from step 2 because the name is taken: said beside the name.
  const storeError = (useLocation().state as { storeError?: string } | null)?.storeError;
  useEffect(() => {
    if (storeError) setError('store', { message: storeError }, { shouldFocus: true });
  }, [storeError, setError]);
  useEffect(() => {
    if (store.known && userAs !== 'retailer') setValue('user_as', 'retailer');
  }, [store.known, userAs, setValue]);

  if (user) return <Navigate to={profileFor(user.type, user.role)} replace />;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        // A wholesaler's store link is made from the name: say now if it is taken, not after the SMS code.
        if (values.user_as === 'wholeseller' && !(await authApi.storeNameFree(values.store))) {
          setError('store', { message: MSG.storeNameTaken }, { shouldFocus: true });
          return;
        }
      } catch (error) {
        setError('root.server', { message: errorMessage(error) });
        return;
      }
      saveDraft(values);
      navigate(paths.registration2(id));
    },
    () => setError('root.server', { message: MSG.requiredFields }),
  );

  const A = accessMsg();
  const nameLabel =
    userAs === 'wholeseller' ? A.businessName : userAs === 'retailer' ? A.storeName : A.businessOrStoreName;

  return (
    <main className="container">
      <div className="page-card auth-card">
        <StepHeader step={1} title={A.businessDetails} />
        {store.name && <p className="text-muted small text-center">{A.registeringWithStore(store.name)}</p>}
        <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
          <FormAlert message={errors.root?.server?.message} />
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">{A.registerAs}</legend>
            <div className="d-flex gap-4 register-as">
              <Form.Check
                type="radio"
                id="reg-as-wholesaler"
                label={A.wholesaler}
                value="wholeseller"
                disabled={store.isLink}
                title={store.isLink ? A.wholesalerFromStoreLink : undefined}
                {...invalidProps('reg-as', errors.user_as)}
                {...register('user_as')}
              />
              <Form.Check
                type="radio"
                id="reg-as-retailer"
                label={A.retailer}
                value="retailer"
                {...invalidProps('reg-as', errors.user_as)}
                {...register('user_as')}
              />
            </div>
            <FieldError fieldId="reg-as" error={errors.user_as} />
          </fieldset>
          <BusinessNameField id="reg-store" label={nameLabel} error={errors.store} field={register('store')} />
          <Form.Group className="mb-3" controlId="reg-address">
            <Form.Label>{A.address}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              autoComplete="street-address"
              maxLength={200}
              {...invalidProps('reg-address', errors.address)}
              {...register('address')}
            />
            <FieldError fieldId="reg-address" error={errors.address} />
          </Form.Group>
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" role="status" aria-label={A.checking} /> : A.continue}
          </Button>
        </Form>
        <p className="text-center mt-3 mb-1 small">
          {A.alreadyRegistered} <Link to={paths.signIn}>{A.signIn}</Link>
        </p>
        <p className="text-center mb-0 small text-muted">
          {A.wholesalerOnePage} <Link to={paths.sellerSignup}>{A.registrationForm}</Link>
          {A.wholesalerOnePageEnd}
        </p>
      </div>
    </main>
  );
}
