import { useQuery } from '@tanstack/react-query';
import RetailerProfilePage from '../features/accounts/retailer-profile-page';
import { profileQueries } from '../features/accounts/accounts-api';
import { LicenceSection } from '../features/licences/licence-section';
import { licenceQueries } from '../lib/licences';
import { useSession } from '../lib/session';
import { PageSpinner } from '../components/page-spinner';
import { useDrawnLater } from '../lib/use-drawn-later';
import { ProfileFrame } from '../features/accounts/profile-frame';
import { shopUi } from '../lib/shop-texts';

/**
 * /retailerProfile: the profile details (accounts) and below them the drug-sale licence (licences).
 * Both are asked for at once and drawn together: drawn as each arrived, the details' form pushed the licence, already
 * on the screen, down out of it (a layout shift of most of a phone's screen).
 */
export default function RetailerProfileRoute() {
  const { user } = useSession();
  const id = user?.type === 'retailer' ? user.id : 0;
  const profile = useQuery({ ...profileQueries.retailer(id), enabled: id > 0 });
  const licence = useQuery({ ...licenceQueries.retailer(id), enabled: id > 0 });
  // Both forms are drawn in a deferred render (lib/use-drawn-later.ts).
  const drawn = useDrawnLater(!profile.isLoading && !licence.isLoading);
  if (!drawn) {
    return (
      <ProfileFrame intro={shopUi().profileIntro}>
        <PageSpinner />
      </ProfileFrame>
    );
  }
  return (
    <>
      <RetailerProfilePage />
      <LicenceSection />
    </>
  );
}
