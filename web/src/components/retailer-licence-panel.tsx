import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../lib/api';
import { licenceQueries } from '../lib/licences';
import { LicenceDetails } from './licence-details';
import { PageSpinner } from './page-spinner';
import { partsUi } from '../lib/i18n-parts';

/** The seller's look at the drug-sale licence of the retailer who placed an order, loaded when asked for. */
export function RetailerLicencePanel({ retailerId }: { retailerId: number }) {
  const [open, setOpen] = useState(false);
  const licence = useQuery({ ...licenceQueries.retailer(retailerId), enabled: open });
  return (
    <section className="retailer-licence mt-3 no-print" aria-labelledby={`retailer-licence-${retailerId}`}>
      <div className="d-flex align-items-center justify-content-between gap-2">
        <h3 id={`retailer-licence-${retailerId}`} className="h6 mb-0">
          {partsUi().retailerLicence}
        </h3>
        <Button variant="outline-secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? partsUi().hideLicence : partsUi().viewLicence}
        </Button>
      </div>
      {open && (
        <div className="mt-2">
          {licence.isPending && <PageSpinner label={partsUi().loadingLicence} />}
          {licence.isError && <Alert variant="danger">{errorMessage(licence.error)}</Alert>}
          {licence.data && !licence.data.licence && (
            <p className="small text-muted mb-0">{partsUi().noRetailerLicence}</p>
          )}
          {licence.data?.licence && <LicenceDetails retailerId={retailerId} licence={licence.data.licence} />}
        </div>
      )}
    </section>
  );
}
