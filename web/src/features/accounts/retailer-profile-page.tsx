import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Row } from 'react-bootstrap';
import type { z } from 'zod';
import type { RetailerProfile } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { PageSpinner } from '../../components/page-spinner';
import { EmptyState } from '../../components/empty-state';
import {
  PinChangeFields,
  ProfileDetailsFields,
  ProfileSaveButton,
  ProfileTextField,
  useProfileSave,
  type ProfileFieldBinding,
} from './profile-parts';
import { accountsApi, profileQueries } from './accounts-api';
import type { retailerProfileForm } from './profile-resolvers';
import { lazyResolver } from '../../lib/lazy-resolver';
import './profile.css';
import { FormAlert } from '../../components/form-errors';
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

/** The form's values for a profile: its details, with both PIN boxes empty. */
function formValues(profile: RetailerProfile): ProfileForm {
  return {
    fullName: profile.fullName,
    store: profile.store,
    address: profile.address,
    email: profile.email,
    ntn: profile.ntn ?? '',
    strn: profile.strn ?? '',
    password: '',
    current_password: '',
  };
}

function RetailerProfileForm({ profile }: { profile: RetailerProfile }) {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  const form = useForm<ProfileForm, unknown, z.output<Schema>>({ resolver, defaultValues: formValues(profile) });
  const {
    register,
    control,
    reset,
    formState: { errors, isDirty },
  } = form;
  const field = (name: keyof ProfileForm) => ({ registration: register(name), error: errors[name]?.message });

  const { onSubmit, saving } = useProfileSave(form, {
    send: (values) => accountsApi.saveRetailerProfile(profile.id, values),
    onSaved: (saved) => {
      queryClient.setQueryData(profileQueries.retailer(saved.id).queryKey, saved);
      reset(formValues(saved));
      if (user)
        setUser({
          ...user,
          fullName: saved.fullName,
          full_name: saved.fullName,
          store: saved.store,
          address: saved.address,
          email: saved.email,
        });
    },
  });

  return (
    <ProfileFrame intro={shopUi().profileIntro}>
      <Form noValidate onSubmit={onSubmit} onFocus={resolver.preload}>
        <FormAlert message={errors.root?.server?.message} />
        <ProfileDetailsFields
          phone={profile.phone}
          fullName={field('fullName')}
          storeName={{ id: 'profile-store', label: shopUi().storeName, ...field('store') }}
          email={field('email')}
          address={field('address')}
        />
        {/* Printed on the supplier's invoices to this store, when given. */}
        <Row className="g-3 my-0 mb-3">
          <TaxNumberField id="profile-ntn" label={accessMsg().ntnOptional} {...field('ntn')} />
          <TaxNumberField id="profile-strn" label={accessMsg().strnOptional} {...field('strn')} />
        </Row>
        <PinChangeFields
          control={control}
          errors={{ password: errors.password?.message, current_password: errors.current_password?.message }}
          className="mb-4"
        />
        <ProfileSaveButton changed={isDirty} saving={saving} />
      </Form>
    </ProfileFrame>
  );
}

/** A store's tax registration number (NTN or STRN): optional, and never filled in by the browser. */
function TaxNumberField(props: ProfileFieldBinding & { id: string; label: string }) {
  return <ProfileTextField {...props} autoComplete="off" maxLength={20} half />;
}
