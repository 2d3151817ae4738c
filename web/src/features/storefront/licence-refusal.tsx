import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';

/** The seller's licence rule refused the order (no verified licence, or a product a medical store may not buy). */
export const isLicenceRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === 'licence_required' || error.code === 'licence_restricted');

/**
 * Why the order was refused and where to fix it; the cart stays as it was. The link's words are written here, not
 * taken from the licence texts: importing those would put the licence chunk on every store page.
 */
export function LicenceRefusal({ message, restricted }: { message: string | null; restricted?: boolean }) {
  if (!message) return null;
  return (
    <Alert variant="warning" className="licence-refusal" role="alert">
      <div>{message}</div>
      {!restricted && (
        <Link className="alert-link d-inline-block mt-1" to={`${paths.retailerProfile}#licence`}>
          Fix it in your profile
        </Link>
      )}
    </Alert>
  );
}
