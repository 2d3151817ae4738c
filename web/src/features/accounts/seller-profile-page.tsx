import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
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
  PinChangeFields,
  ProfileDetailsFields,
  ProfileSaveButton,
  StoreLinkField,
  useProfileSave,
} from './profile-parts';
import { accountsApi, profileQueries } from './accounts-api';
import type { sellerProfileForm } from './profile-resolvers';
import { lazyResolver } from '../../lib/lazy-resolver';
import './profile.css';
import { FormAlert } from '../../components/form-errors';
import { accessMsg } from '../../lib/i18n-access';
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

/** The form's values for a profile: its details, with both PIN boxes empty. */
function formValues(profile: SellerProfile): ProfileForm {
  return {
    full_name: profile.full_name,
    busniess_name: profile.busniess_name,
    address: profile.address,
    email: profile.email,
    password: '',
    current_password: '',
  };
}

function SellerProfileForm({ profile, storeUrl }: { profile: SellerProfile; storeUrl: string }) {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  const form = useForm<ProfileForm, unknown, z.output<Schema>>({ resolver, defaultValues: formValues(profile) });
  const {
    register,
    control,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;
  const field = (name: keyof ProfileForm) => ({ registration: register(name), error: errors[name]?.message });

  const { onSubmit, saving } = useProfileSave(form, {
    send: (values) => accountsApi.saveSellerProfile(profile.id, values),
    onSaved: (saved) => {
      queryClient.setQueryData(profileQueries.seller(saved.id).queryKey, saved);
      reset(formValues(saved));
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
    },
    onRefused: (error) => {
      if (!(error instanceof ApiError && error.message === MSG.storeNameTaken)) return false;
      // Another store's name (as at sign-up): said beside the field, focused for another try.
      setError('busniess_name', { message: MSG.storeNameTaken }, { shouldFocus: true });
      return true;
    },
  });

  return (
    <ProfileFrame intro={accessMsg().sellerProfileIntro}>
      <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
        <FormAlert message={errors.root?.server?.message} />
        <ProfileDetailsFields
          phone={profile.phone}
          fullName={field('full_name')}
          storeName={{ id: 'profile-business', label: accessMsg().businessName, ...field('busniess_name') }}
          email={field('email')}
          address={field('address')}
        />
        <PinChangeFields
          control={control}
          errors={{ password: errors.password?.message, current_password: errors.current_password?.message }}
        />
        <StoreLinkField link={storeUrl} storeName={profile.busniess_name} />
        <ProfileSaveButton changed={isDirty} saving={saving} />
      </Form>
    </ProfileFrame>
  );
}
