import { Spinner } from 'react-bootstrap';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-5">
      <Spinner animation="border" role="status" aria-label={label} />
    </div>
  );
}
