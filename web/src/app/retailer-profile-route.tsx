import RetailerProfilePage from '../features/accounts/retailer-profile-page';
import { LicenceSection } from '../features/licences/licence-section';

/** /retailerProfile: the profile details (accounts) and below them the drug-sale licence (licences). */
export default function RetailerProfileRoute() {
  return (
    <>
      <RetailerProfilePage />
      <LicenceSection />
    </>
  );
}
