import { formatDate, type Licence, type LicenceStatus } from '@dawalink/shared';
import { licenceDocumentUrl } from '../lib/licences';
import { partsUi } from '../lib/i18n-parts';
import { licenceMsg } from '../lib/i18n-licences';

const BADGE: Record<LicenceStatus, string> = {
  pending: 'text-bg-warning',
  verified: 'text-bg-success',
  rejected: 'text-bg-danger',
};

/** A licence's status in its colour; an expired licence says so whatever its status. */
export function LicenceStatusBadge({ licence }: { licence: Pick<Licence, 'status' | 'expired'> }) {
  if (licence.expired) return <span className="badge text-bg-secondary licence-badge">{partsUi().licenceExpired}</span>;
  return (
    <span className={`badge ${BADGE[licence.status]} licence-badge`}>{partsUi().licenceStatus[licence.status]}</span>
  );
}

/** A province in the page's language; the stored name is English (and an older free-typed one stays as it is). */
const provinceName = (stored: string) => (licenceMsg().provinceName as Record<string, string>)[stored] ?? stored;

const dateOf = (iso: string) => formatDate(`${iso}T12:00:00Z`, 'UTC');

/** A licence as recorded, with its document (a photo shown, a PDF to download). */
export function LicenceDetails({ retailerId, licence }: { retailerId: number; licence: Licence }) {
  const doc = licence.document;
  const T = partsUi();
  return (
    <div className="licence-details">
      <dl className="row mb-2 small">
        <dt className="col-5 col-sm-4">{T.licenceNo}</dt>
        <dd className="col-7 col-sm-8 text-break">{licence.number}</dd>
        <dt className="col-5 col-sm-4">{T.licenceTypeLabel}</dt>
        <dd className="col-7 col-sm-8">{T.licenceType[licence.type]}</dd>
        <dt className="col-5 col-sm-4">{T.province}</dt>
        <dd className="col-7 col-sm-8">{provinceName(licence.province)}</dd>
        <dt className="col-5 col-sm-4">{T.expires}</dt>
        <dd className="col-7 col-sm-8">{dateOf(licence.expires)}</dd>
        <dt className="col-5 col-sm-4">{T.status}</dt>
        <dd className="col-7 col-sm-8">
          <LicenceStatusBadge licence={licence} />
          {licence.status === 'rejected' && licence.reason && (
            <div className="text-danger mt-1">{T.reason(licence.reason)}</div>
          )}
        </dd>
      </dl>
      {!doc && <p className="small text-muted mb-0">{T.noDocument}</p>}
      {doc && doc.content_type !== 'application/pdf' && (
        <a href={licenceDocumentUrl(retailerId, doc.uploaded_at)} target="_blank" rel="noopener noreferrer">
          <img
            className="licence-image img-fluid border rounded"
            src={licenceDocumentUrl(retailerId, doc.uploaded_at)}
            alt={T.licenceAlt(licence.number)}
          />
        </a>
      )}
      {doc && doc.content_type === 'application/pdf' && (
        <a
          className="btn btn-outline-primary licence-download"
          href={licenceDocumentUrl(retailerId, doc.uploaded_at)}
          download
        >
          {T.downloadLicencePdf}
        </a>
      )}
    </div>
  );
}
