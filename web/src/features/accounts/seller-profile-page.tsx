import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Row, Spinner } from 'react-bootstrap';
import { notify } from '../../lib/notify';
import type { z } from 'zod';
import type { SellerProfile } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { publicConfigQuery, storeLink } from '../../lib/public-config';
import { PageSpinner } from '../../components/page-spinner';
import { useDrawnLater } from '../../lib/use-drawn-later';
import { EmptyState } from '../../components/empty-state';
import {
  currentPinError,
  PinChangeFields,
  ProfilePhoneField,
  ProfileTextField,
  StoreLinkField,
  withPinChange,
} from './profile-parts';
import { accountsApi, profileQueries } from './accounts-api';
import type { sellerProfileForm } from './profile-resolvers';
import { lazyResolver } from '../../lib/lazy-resolver';
import './profile.css';
import { FormAlert } from '../../components/form-errors';
import { accessMsg } from '../../lib/i18n-access';
import { shopUi } from '../../lib/shop-texts';
import { ProfileFrame } from './profile-frame';

type Schema = typeof sellerProfileForm;
const resolver = lazyResolver(() => import('./profile-resolvers').then((m) => m.sellerProfileResolver));
type ProfileForm = z.input<Schema>;

/** The seller's "Profile Details": names, address, a new PIN, and the store link to copy and share. */
export default function SellerProfilePage() {
  const { user } = useSession();
  const id = user?.id ?? 0;
  const profile = useQuery({ ...profileQueries.seller(id), enabled: id > 0 });
  // The store link waits for the server's public base: drawn before it, the field would show this page's own
  // origin and then change, and an early Copy or Share would hand out a link the server never gave.
  // A failed config read is not waited on: the link then falls back to this page's origin.
  const config = useQuery(publicConfigQuery);
  const ready = !profile.isPending && !config.isPending;
  // The form is drawn in a deferred render (lib/use-drawn-later.ts).
  const drawn = useDrawnLater(ready);
  if (!drawn || !ready) {
    return (
      <ProfileFrame intro={accessMsg().sellerProfileIntro}>
        <PageSpinner />
      </ProfileFrame>
    );
  }
  if (profile.isError) return <EmptyState text={errorMessage(profile.error)} />;
  return <SellerProfileForm profile={profile.data} storeUrl={storeLink(config.data, profile.data.url)} />;
}

function SellerProfileForm({ profile, storeUrl }: { profile: SellerProfile; storeUrl: string }) {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  const initial: ProfileForm = {
    full_name: profile.full_name,
    busniess_name: profile.busniess_name,
    address: profile.address,
    email: profile.email,
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
    mutationFn: (values: z.output<Schema>) => accountsApi.saveSellerProfile(profile.id, withPinChange(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueries.seller(saved.id).queryKey, saved);
      reset({
        full_name: saved.full_name,
        busniess_name: saved.busniess_name,
        address: saved.address,
        email: saved.email,
        password: '',
        current_password: '',
      });
      if (user) {
        setUser({
          ...user,
          full_name: saved.full_name,
          fullName: saved.full_name,
          busniess_name: saved.busniess_name,
          store: saved.busniess_name,
          address: saved.address,
          email: saved.email,
        });
      }
      notify.success(MSG.updatedSuccessfully);
    },
    onError: (error, values) => {
      // A refused current PIN is said beside its boxes, which are emptied for another try.
      const pinMessage = currentPinError(error, Boolean(values.password));
      if (pinMessage) {
        setValue('current_password', '');
        setError('current_password', { message: pinMessage });
      } else if (error instanceof ApiError && error.message === MSG.storeNameTaken) {
        // Another store's name (as at sign-up): said beside the field, focused for another try.
        setError('busniess_name', { message: MSG.storeNameTaken }, { shouldFocus: true });
      } else setError('root.server', { message: errorMessage(error) });
    },
  });

  const onSubmit = handleSubmit(
    (values) => save.mutate(values),
    () => setError('root.server', { message: MSG.requiredFields }),
  );

  return (
    <ProfileFrame intro={accessMsg().sellerProfileIntro}>
      <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
        <FormAlert message={errors.root?.server?.message} />
        <Row className="g-3 mb-3">
          <ProfileTextField
            id="profile-full-name"
            label={shopUi().fullName}
            autoComplete="name"
            maxLength={100}
            registration={register('full_name')}
            error={errors.full_name?.message}
            half
          />
          <ProfilePhoneField phone={profile.phone} />
        </Row>
        <Row className="g-3 mb-3">
          <ProfileTextField
            id="profile-business"
            label={accessMsg().businessName}
            autoComplete="organization"
            maxLength={100}
            registration={register('busniess_name')}
            error={errors.busniess_name?.message}
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
        <PinChangeFields
          control={control}
          errors={{ password: errors.password?.message, current_password: errors.current_password?.message }}
        />
        <StoreLinkField link={storeUrl} storeName={profile.busniess_name} />
        <div className="profile-actions d-flex justify-content-end">
          <Button type="submit" disabled={!isDirty || save.isPending}>
            {save.isPending ? <Spinner size="sm" role="status" aria-label={shopUi().saving} /> : shopUi().update}
          </Button>
        </div>
      </Form>
    </ProfileFrame>
  );
}
