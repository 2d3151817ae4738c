import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';

/** A modal that only lets the user sign out (a retailer on seller pages, a seller on a store page). */
export function BlockingNotice({ message }: { message: string }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  return (
    <Modal show centered backdrop="static" keyboard={false} aria-labelledby="blocking-title">
      <Modal.Header>
        <Modal.Title id="blocking-title">Signed in with another account</Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button
          variant="danger"
          onClick={async () => {
            await logout();
            navigate(paths.signIn);
          }}
        >
          Logout
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
