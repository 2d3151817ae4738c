import { useState } from 'react';
import { Badge, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountApproval, type DuplicateRef } from '@dawalink/shared';
import { adminMsg } from '../../lib/i18n-admin';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { adminAccountQueries, accountsApi, type AdminAccountKind } from './accounts-api';
import { adminUi } from '../../lib/i18n-admin-ui';

/** The account's state in words and colour: approval first, then active or disabled. */
export function AdminAccountState({ approval, disabled }: { approval: AccountApproval; disabled: boolean }) {
  const T = adminUi().status;
  if (approval === 'waiting')
    return (
      <Badge bg="warning" text="dark" className="status-badge">
        {T.waiting}
      </Badge>
    );
  if (approval === 'rejected')
    return (
      <Badge bg="danger" className="status-badge">
        {T.rejected}
      </Badge>
    );
  return (
    <Badge bg={disabled ? 'secondary' : 'success'} className="status-badge">
      {disabled ? T.disabled : T.active}
    </Badge>
  );
}

/**
 * "Possible duplicate" with what it matches; the button shows the account and its matches side by side.
 * Nothing when the account matches no other.
 */
export function DuplicateBadge({ matches, onShow }: { matches: DuplicateRef[]; onShow?: () => void }) {
  if (matches.length === 0) return null;
  const what = matches
    .map((m) =>
      adminUi().duplicateAs(
        m.matches === 'store_address' ? adminMsg().matchesStoreAddress : adminMsg().matchesNamePhone,
        m.name,
      ),
    )
    .join('; ');
  return (
    <div className="small mt-1 duplicate-flag">
      <span className="badge dup-badge">{adminMsg().possibleDuplicate}</span> <span className="text-muted">{what}</span>
      {onShow && (
        <>
          {' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onShow}>
            {adminUi().compare}
          </Button>
        </>
      )}
    </div>
  );
}

/** Approve and Reject for a waiting account (Approve alone for a rejected one), with the reason dialog. */
export function ApprovalActions({
  kind,
  id,
  name,
  approval,
  vertical,
}: {
  kind: AdminAccountKind;
  id: number;
  name: string;
  approval: AccountApproval;
  vertical?: boolean;
}) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (body: { decision: 'approve' } | { decision: 'reject'; reason: string }) =>
      accountsApi.decide(id, body),
    onSuccess: async (_row, body) => {
      notify.success(body.decision === 'approve' ? adminMsg().approved : adminMsg().rejected);
      setRejecting(false);
      await queryClient.invalidateQueries({ queryKey: adminAccountQueries.all(kind) });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  if (approval === 'approved') return null;
  const T = adminUi();
  const submitReject = () => {
    if (!reason.trim()) {
      setReasonError(adminMsg().rejectReasonRequired);
      return;
    }
    decide.mutate({ decision: 'reject', reason: reason.trim() });
  };
  return (
    <>
      <div className={`d-flex gap-2 ${vertical ? 'flex-column align-items-stretch' : 'flex-wrap'}`}>
        <Button
          size="sm"
          variant="success"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ decision: 'approve' })}
          aria-label={T.approveName(name)}
        >
          {T.approve}
        </Button>
        {approval === 'waiting' && (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={decide.isPending}
            onClick={() => {
              setReason('');
              setReasonError(null);
              setRejecting(true);
            }}
            aria-label={T.rejectName(name)}
          >
            {T.reject}
          </Button>
        )}
      </div>
      <Modal show={rejecting} onHide={() => setRejecting(false)} centered aria-labelledby={`reject-title-${id}`}>
        <Modal.Header closeButton closeLabel={T.dismiss}>
          <Modal.Title id={`reject-title-${id}`}>{T.rejectName(name)}</Modal.Title>
        </Modal.Header>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submitReject();
          }}
        >
          <Modal.Body>
            <Form.Group controlId={`reject-reason-${id}`}>
              <Form.Label>{T.reason}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={200}
                value={reason}
                isInvalid={!!reasonError}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(null);
                }}
              />
              <Form.Control.Feedback type="invalid">{reasonError}</Form.Control.Feedback>
              <Form.Text>{T.rejectReasonHelp}</Form.Text>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={decide.isPending}>
              {decide.isPending ? <Spinner size="sm" aria-label={T.working} /> : T.reject}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
