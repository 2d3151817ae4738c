import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Row, Spinner } from 'react-bootstrap';
import { notify } from '../../lib/notify';
import type { z } from 'zod';
import type { RetailerProfile } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { PageSpinner } from '../../components/page-spinner';
import { EmptyState } from '../../components/empty-state';
import { currentPinError, PinChangeFields, ProfilePhoneField, ProfileTextField, withPinChange } from './profile-parts';
import { accountsApi, profileQueries } from './accounts-api';
import type { retailerProfileForm } from './profile-resolvers';
import { lazyResolver } from '../../lib/lazy-resolver';
import './profile.css';
import { FormAlert } from '../../components/form-errors';
import { MSG } from '../../lib/i18n';
import { accessMsg } from '../../lib/i18n-access';
import { shopUi } from '../../lib/shop-texts';
import { ProfileFrame } from './profile-frame';

type Schema = typeof retailerProfileForm;
const resolver = lazyResolver(() => import('./profile-resolvers').then((m) => m.retailerProfileResolver));
type ProfileForm = z.input<Schema>;

/** The retailer's "Profile Details": name, store name, address, e-mail and a new PIN. */
export default function RetailerProfilePage() {
  const { user } = useSession();
  const id = user?.id ?? 0;
  const profile = useQuery({ ...profileQueries.retailer(id), enabled: id > 0 });
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <EmptyState text={errorMessage(profile.error)} />;
  return <RetailerProfileForm profile={profile.data} />;
}

function RetailerProfileForm({ profile }: { profile: RetailerProfile }) {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  const initial: ProfileForm = {
    fullName: profile.fullName,
    store: profile.store,
    address: profile.address,
    email: profile.email,
    ntn: profile.ntn ?? '',
    strn: profile.strn ?? '',
    password: '',
    current_password: '',
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm<ProfileForm, unknown, z.output<Schema>>({ resolver, defaultValues: initial });

  const save = useMutation({
    mutationFn: (values: z.output<Schema>) => accountsApi.saveRetailerProfile(profile.id, withPinChange(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueries.retailer(saved.id).queryKey, saved);
      reset({
        fullName: saved.fullName,
        store: saved.store,
        address: saved.address,
        email: saved.email,
        ntn: saved.ntn ?? '',
        strn: saved.strn ?? '',
        password: '',
        current_password: '',
      });
      if (user)
        setUser({
          ...user,
          fullName: saved.fullName,
          full_name: saved.fullName,
          store: saved.store,
          address: saved.address,
          email: saved.email,
        });
      notify.success(MSG.updatedSuccessfully);
    },
    onError: (error, values) => {
      // A refused current PIN is said beside its boxes, which are emptied for another try.
      const pinMessage = currentPinError(error, Boolean(values.password));
      if (pinMessage) {
        setValue('current_password', '');
        setError('current_password', { message: pinMessage });
      } else setError('root.server', { message: errorMessage(error) });
    },
  });

  const onSubmit = handleSubmit(
    (values) => save.mutate(values),
    () => setError('root.server', { message: MSG.requiredFields }),
  );

  return (
    <ProfileFrame intro={shopUi().profileIntro}>
      <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
        <FormAlert message={errors.root?.server?.message} />
        <Row className="g-3 mb-3">
          <ProfileTextField
            id="profile-full-name"
            label={shopUi().fullName}
            autoComplete="name"
            maxLength={100}
            registration={register('fullName')}
            error={errors.fullName?.message}
            half
          />
          <ProfilePhoneField phone={profile.phone} />
        </Row>
        <Row className="g-3 mb-3">
          <ProfileTextField
            id="profile-store"
            label={shopUi().storeName}
            autoComplete="organization"
            maxLength={100}
            registration={register('store')}
            error={errors.store?.message}
            half
          />
          <ProfileTextField
            id="profile-email"
            label={shopUi().emailOptional}
            type="email"
            autoComplete="email"
            maxLength={254}
            registration={register('email')}
            error={errors.email?.message}
            half
          />
        </Row>
        <ProfileTextField
          id="profile-address"
          label={shopUi().address}
          autoComplete="street-address"
          maxLength={200}
          registration={register('address')}
          error={errors.address?.message}
        />
        {/* Printed on the supplier's invoices to this store, when given. */}
        <Row className="g-3 my-0 mb-3">
          <ProfileTextField
            id="profile-ntn"
            label={accessMsg().ntnOptional}
            autoComplete="off"
            maxLength={20}
            registration={register('ntn')}
            error={errors.ntn?.message}
            half
          />
          <ProfileTextField
            id="profile-strn"
            label={accessMsg().strnOptional}
            autoComplete="off"
            maxLength={20}
            registration={register('strn')}
            error={errors.strn?.message}
            half
          />
        </Row>
        <PinChangeFields
          control={control}
          errors={{ password: errors.password?.message, current_password: errors.current_password?.message }}
          className="mb-4"
        />
        <div className="profile-actions d-flex justify-content-end">
          <Button type="submit" disabled={!isDirty || save.isPending}>
            {save.isPending ? <Spinner size="sm" role="status" aria-label={shopUi().saving} /> : shopUi().update}
          </Button>
        </div>
      </Form>
    </ProfileFrame>
  );
}
