import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { SELLER_ROLES, type SellerRole, type TeamMember, type TeamMemberBody } from '@dawalink/shared';
import { teamUi } from '../../lib/i18n-team-ui';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { teamApi, teamKeys, teamQueries } from './team-api';
import { lazyResolver } from '../../lib/lazy-resolver';
import './team.css';

type AddForm = TeamMemberBody;
const resolver = lazyResolver(() => import('./team-resolvers').then((m) => m.memberResolver));

function AddMemberForm() {
  const T = teamUi();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddForm, unknown, TeamMemberBody>({ resolver, defaultValues: { phone: '', name: '', role: 'clerk' } });
  const onSubmit = handleSubmit(async (body) => {
    try {
      const member = await teamApi.add(body);
      notify.success(teamUi().memberAdded(member.name, teamUi().role[member.role]));
      reset({ phone: '', name: '', role: body.role });
      await queryClient.invalidateQueries({ queryKey: teamKeys.members() });
    } catch (error) {
      setError('phone', { message: errorMessage(error) });
    }
  });
  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      className="page-card mb-4"
      aria-labelledby="add-member-title"
    >
      <h2 id="add-member-title" className="h5">
        {T.addMember}
      </h2>
      <FormAlert message={errors.root?.server?.message} />
      <Row className="g-3 align-items-start">
        <Col xs={12} md={4}>
          <Form.Group controlId="member-phone">
            <Form.Label>{T.phoneNo}</Form.Label>
            <Form.Control
              type="tel"
              inputMode="tel"
              placeholder="03XX XXXXXXX"
              {...invalidProps('member-phone', errors.phone)}
              {...register('phone')}
            />
            <FieldError fieldId="member-phone" error={errors.phone} />
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="member-name">
            <Form.Label>{T.name}</Form.Label>
            <Form.Control {...invalidProps('member-name', errors.name)} {...register('name')} />
            <FieldError fieldId="member-name" error={errors.name} />
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="member-role">
            <Form.Label>{T.roleLabel}</Form.Label>
            <Form.Select className="team-touch" {...invalidProps('member-role', errors.role)} {...register('role')}>
              {SELLER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {T.role[r]} ({T.roleHint[r]})
                </option>
              ))}
            </Form.Select>
            <FieldError fieldId="member-role" error={errors.role} />
          </Form.Group>
        </Col>
      </Row>
      <Button type="submit" className="mt-3 team-touch" disabled={isSubmitting}>
        {isSubmitting ? <Spinner size="sm" role="status" aria-label={T.adding} /> : T.addMemberButton}
      </Button>
    </Form>
  );
}

function MemberRow({ member, onRemove }: { member: TeamMember; onRemove(member: TeamMember): void }) {
  const T = teamUi();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: teamApi.changeRole,
    onSuccess: (m) => {
      notify.success(teamUi().roleChanged(m.name, teamUi().role[m.role]));
      void queryClient.invalidateQueries({ queryKey: teamKeys.members() });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  return (
    <tr>
      <td data-label={T.name}>{member.name}</td>
      <td data-label={T.phone}>{member.phone}</td>
      <td data-label={T.roleLabel}>
        <Form.Select
          aria-label={T.roleOf(member.name)}
          value={member.role}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ id: member.id, role: e.target.value as SellerRole })}
        >
          {SELLER_ROLES.map((r) => (
            <option key={r} value={r}>
              {T.role[r]}
            </option>
          ))}
        </Form.Select>
      </td>
      <td data-label={T.state}>
        {member.state === 'joined' ? (
          <Badge bg="success">{T.joined}</Badge>
        ) : (
          <Badge bg="warning" text="dark">
            {T.pending}
          </Badge>
        )}
      </td>
      <td data-label={T.actions}>
        <Button variant="outline-danger" onClick={() => onRemove(member)} aria-label={T.removeName(member.name)}>
          {T.remove}
        </Button>
      </td>
    </tr>
  );
}

/** The seller owner's team: add staff by phone with a role, change a role, remove (their sessions end at once). */
export default function TeamPage() {
  const T = teamUi();
  const queryClient = useQueryClient();
  const members = useQuery(teamQueries.members());
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = async () => {
    if (!removing) return;
    try {
      await teamApi.remove(removing.id);
      notify.success(teamUi().memberRemoved(removing.name));
      await queryClient.invalidateQueries({ queryKey: teamKeys.members() });
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };
  return (
    <main className="container py-3">
      <h1 className="h3">{T.team}</h1>
      <p className="text-muted">
        {T.teamIntro} <code>{window.location.origin + paths.joinTeam}</code> {T.teamIntroEnd}
      </p>
      {/* Only the owner opens this page (the route is the owner's), so only the owner sees the way to Activity. */}
      <p>
        <Link to={paths.teamActivity}>{T.activityLink}</Link>
      </p>
      <AddMemberForm />
      {members.isPending ? (
        <Spinner role="status" aria-label={T.loadingTeam} />
      ) : members.isError ? (
        <FormAlert message={errorMessage(members.error)} />
      ) : members.data.length === 0 ? (
        <p>{T.noMembers}</p>
      ) : (
        <table className="table align-middle team-table">
          <caption className="visually-hidden">{T.teamMembers}</caption>
          <thead>
            <tr>
              <th scope="col">{T.name}</th>
              <th scope="col">{T.phone}</th>
              <th scope="col">{T.roleLabel}</th>
              <th scope="col">{T.state}</th>
              <th scope="col">
                <span className="visually-hidden">{T.actions}</span>
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
        title={T.removeMember}
        message={removing ? T.removeConfirm(removing.name) : ''}
        confirmLabel={T.remove}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </main>
  );
}
