import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { ROLE_LABELS, SELLER_ROLES, teamMemberBodySchema, type SellerRole, type TeamMember, type TeamMemberBody } from '@dawalink/shared';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { teamApi, teamKeys, teamQueries } from './team-api';
import './team.css';

const ROLE_HINTS: Record<SellerRole, string> = {
  owner: 'everything, settings and team included',
  clerk: 'orders, statuses, printing',
  booker: 'books orders for retailers',
  accountant: 'ledgers, payments, invoices, returns',
  catalogue: 'product list, prices, price lists, stock',
};

type AddForm = TeamMemberBody;

function AddMemberForm() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddForm, unknown, TeamMemberBody>({ resolver: zodResolver(teamMemberBodySchema), defaultValues: { phone: '', name: '', role: 'clerk' } });
  const onSubmit = handleSubmit(async (body) => {
    try {
      const member = await teamApi.add(body);
      notify.success(`${member.name} added as ${ROLE_LABELS[member.role]}. They join from "Join a team" with an SMS code.`);
      reset({ phone: '', name: '', role: body.role });
      await queryClient.invalidateQueries({ queryKey: teamKeys.members() });
    } catch (error) {
      setError('phone', { message: errorMessage(error) });
    }
  });
  return (
    <Form noValidate onSubmit={onSubmit} className="page-card mb-4" aria-labelledby="add-member-title">
      <h2 id="add-member-title" className="h5">
        Add a member
      </h2>
      <FormAlert message={errors.root?.server?.message} />
      <Row className="g-3 align-items-start">
        <Col xs={12} md={4}>
          <Form.Group controlId="member-phone">
            <Form.Label>Phone No</Form.Label>
            <Form.Control type="tel" inputMode="tel" placeholder="03XX XXXXXXX" {...invalidProps('member-phone', errors.phone)} {...register('phone')} />
            <FieldError fieldId="member-phone" error={errors.phone} />
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="member-name">
            <Form.Label>Name</Form.Label>
            <Form.Control {...invalidProps('member-name', errors.name)} {...register('name')} />
            <FieldError fieldId="member-name" error={errors.name} />
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="member-role">
            <Form.Label>Role</Form.Label>
            <Form.Select className="team-touch" {...invalidProps('member-role', errors.role)} {...register('role')}>
              {SELLER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]} ({ROLE_HINTS[r]})
                </option>
              ))}
            </Form.Select>
            <FieldError fieldId="member-role" error={errors.role} />
          </Form.Group>
        </Col>
      </Row>
      <Button type="submit" className="mt-3 team-touch" disabled={isSubmitting}>
        {isSubmitting ? <Spinner size="sm" role="status" aria-label="Adding" /> : 'Add member'}
      </Button>
    </Form>
  );
}

function MemberRow({ member, onRemove }: { member: TeamMember; onRemove(member: TeamMember): void }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: teamApi.changeRole,
    onSuccess: (m) => {
      notify.success(`${m.name} is now ${ROLE_LABELS[m.role]}. Their sessions have ended.`);
      void queryClient.invalidateQueries({ queryKey: teamKeys.members() });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  return (
    <tr>
      <td data-label="Name">{member.name}</td>
      <td data-label="Phone">{member.phone}</td>
      <td data-label="Role">
        <Form.Select
          aria-label={`Role of ${member.name}`}
          value={member.role}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ id: member.id, role: e.target.value as SellerRole })}
        >
          {SELLER_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </Form.Select>
      </td>
      <td data-label="State">
        {member.state === 'joined' ? <Badge bg="success">Joined</Badge> : <Badge bg="warning" text="dark">Pending</Badge>}
      </td>
      <td data-label="Actions">
        <Button variant="outline-danger" onClick={() => onRemove(member)} aria-label={`Remove ${member.name}`}>
          Remove
        </Button>
      </td>
    </tr>
  );
}

/** The seller owner's team: add staff by phone with a role, change a role, remove (their sessions end at once). */
export default function TeamPage() {
  const queryClient = useQueryClient();
  const members = useQuery(teamQueries.members());
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = async () => {
    if (!removing) return;
    try {
      await teamApi.remove(removing.id);
      notify.success(`${removing.name} removed from the team`);
      await queryClient.invalidateQueries({ queryKey: teamKeys.members() });
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };
  return (
    <main className="container py-3">
      <h1 className="h3">Team</h1>
      <p className="text-muted">
        Staff sign in with their own phone and PIN and see only what their role allows. A new member joins from{' '}
        <code>{window.location.origin + paths.joinTeam}</code> with the SMS code sent to their phone.
      </p>
      <AddMemberForm />
      {members.isPending ? (
        <Spinner role="status" aria-label="Loading the team" />
      ) : members.isError ? (
        <FormAlert message={errorMessage(members.error)} />
      ) : members.data.length === 0 ? (
        <p>No members yet.</p>
      ) : (
        <table className="table align-middle team-table">
          <caption className="visually-hidden">Team members</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Phone</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.data.map((m) => (
              <MemberRow key={m.id} member={m} onRemove={setRemoving} />
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        show={removing !== null}
        title="Remove member"
        message={removing ? `Remove ${removing.name}? They are signed out at once.` : ''}
        confirmLabel="Remove"
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </main>
  );
}
