import { formatDate, LICENCE_TYPE_LABELS, type Licence, type LicenceStatus } from '@dawalink/shared';
import { licenceDocumentUrl } from '../lib/licences';

const BADGE: Record<LicenceStatus, { label: string; className: string }> = {
  pending: { label: 'Pending verification', className: 'text-bg-warning' },
  verified: { label: 'Verified', className: 'text-bg-success' },
  rejected: { label: 'Rejected', className: 'text-bg-danger' },
};

/** A licence's status in its colour; an expired licence says so whatever its status. */
export function LicenceStatusBadge({ licence }: { licence: Pick<Licence, 'status' | 'expired'> }) {
  if (licence.expired) return <span className="badge text-bg-secondary licence-badge">Expired</span>;
  const b = BADGE[licence.status];
  return <span className={`badge ${b.className} licence-badge`}>{b.label}</span>;
}

const dateOf = (iso: string) => formatDate(`${iso}T12:00:00Z`, 'UTC');

/** A licence as recorded, with its document (a photo shown, a PDF to download). */
export function LicenceDetails({ retailerId, licence }: { retailerId: number; licence: Licence }) {
  const doc = licence.document;
  return (
    <div className="licence-details">
      <dl className="row mb-2 small">
        <dt className="col-5 col-sm-4">Licence No</dt>
        <dd className="col-7 col-sm-8 text-break">{licence.number}</dd>
        <dt className="col-5 col-sm-4">Type</dt>
        <dd className="col-7 col-sm-8">{LICENCE_TYPE_LABELS[licence.type]}</dd>
        <dt className="col-5 col-sm-4">Province</dt>
        <dd className="col-7 col-sm-8">{licence.province}</dd>
        <dt className="col-5 col-sm-4">Expires</dt>
        <dd className="col-7 col-sm-8">{dateOf(licence.expires)}</dd>
        <dt className="col-5 col-sm-4">Status</dt>
        <dd className="col-7 col-sm-8">
          <LicenceStatusBadge licence={licence} />
          {licence.status === 'rejected' && licence.reason && <div className="text-danger mt-1">Reason: {licence.reason}</div>}
        </dd>
      </dl>
      {!doc && <p className="small text-muted mb-0">No document uploaded.</p>}
      {doc && doc.content_type !== 'application/pdf' && (
        <a href={licenceDocumentUrl(retailerId, doc.uploaded_at)} target="_blank" rel="noopener noreferrer">
          <img className="licence-image img-fluid border rounded" src={licenceDocumentUrl(retailerId, doc.uploaded_at)} alt={`Licence ${licence.number}`} />
        </a>
      )}
      {doc && doc.content_type === 'application/pdf' && (
        <a className="btn btn-outline-primary licence-download" href={licenceDocumentUrl(retailerId, doc.uploaded_at)} download>
          Download licence PDF
        </a>
      )}
    </div>
  );
}
