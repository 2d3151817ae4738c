import { UI } from '../lib/i18n';

/**
 * The loading spinner of a page or section. Plain Bootstrap markup (what react-bootstrap's Spinner renders): the
 * route fallback in the entry chunk uses it, and react-bootstrap stays out of the entry (JS budget).
 */
export function PageSpinner({ label = UI.loading }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-5">
      <div className="spinner-border" role="status" aria-label={label} />
    </div>
  );
}
