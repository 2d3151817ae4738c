import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Spinner } from 'react-bootstrap';
import { type BookerRetailerRegistration, type BookingRetailer } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { teamUi } from '../../lib/i18n-team-ui';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { markSent, sendCode, verifyCode } from '../../lib/otp';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { PinInput } from '../../components/pin-input';
import { teamApi, teamQueries } from './team-api';
import { lastOrderedText } from './last-ordered';
import { lazyValue } from '../../lib/lazy-resolver';

type Fields = Omit<BookerRetailerRegistration, 'verification_token'>;
// The check of the fields (zod and the shared schema) loads with the form, not with the booking page.
const fieldsSchema = lazyValue(() => import('./team-resolvers').then((m) => m.retailerFieldsSchema));

/**
 * A new retailer registered at the counter: their details and the PIN they type themselves, then the SMS code sent
 * to their phone, read out to the booker.
 */
function RegisterRetailer({ onRegistered }: { onRegistered(retailer: BookingRetailer): void }) {
  const [fields, setFields] = useState<Fields>({ phone: '', fullName: '', store: '', address: '', pin: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'code' | 'root', string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  useEffect(() => fieldsSchema.preload(), []);

  const send = async () => {
    setBusy(true);
    try {
      const parsed = (await fieldsSchema.get()).safeParse(fields);
      if (!parsed.success) {
        setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
        return;
      }
      setErrors({});
      const { resend_after } = await sendCode(parsed.data.phone, 'register');
      markSent(resend_after);
      notify.success(teamUi().codeSent);
      setSentTo(parsed.data.phone);
    } catch (error) {
      setErrors({ phone: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!sentTo) return;
    if (code.length !== 4) return setErrors({ code: MSG.otpMismatch });
    setBusy(true);
    setErrors({});
    try {
      const parsed = (await fieldsSchema.get()).parse(fields);
      const { verification_token } = await verifyCode(sentTo, code, 'register');
      const retailer = await teamApi.registerRetailer({ ...parsed, phone: sentTo, verification_token });
      notify.success(teamUi().retailerRegistered(retailer.store));
      onRegistered(retailer);
    } catch (error) {
      setErrors({ code: errorMessage(error) });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof Fields, label: string, type = 'text') => (
    <Form.Group className="mb-2" controlId={`new-retailer-${key}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        dir="auto"
        value={fields[key]}
        onChange={set(key)}
        disabled={sentTo !== null}
        {...invalidProps(`new-retailer-${key}`, errors[key])}
      />
      <FieldError fieldId={`new-retailer-${key}`} error={errors[key]} />
    </Form.Group>
  );

  return (
    <section className="page-card mt-3" aria-labelledby="new-retailer-title">
      <h2 id="new-retailer-title" className="h5">
        {teamUi().registerRetailer}
      </h2>
      {field('phone', teamUi().retailerPhone, 'tel')}
      {field('fullName', teamUi().retailerName)}
      {field('store', teamUi().storeName)}
      {field('address', teamUi().address)}
      <fieldset className="mb-2">
        <legend className="form-label fs-6">{teamUi().retailerPinLegend}</legend>
        <PinInput
          value={fields.pin}
          onChange={(pin) => setFields((f) => ({ ...f, pin }))}
          label={teamUi().retailerPin}
          disabled={sentTo !== null}
          invalid={Boolean(errors.pin)}
        />
        <FieldError fieldId="new-retailer-pin" error={errors.pin} />
      </fieldset>
      {sentTo === null ? (
        <Button className="team-touch" onClick={() => void send()} disabled={busy}>
          {busy ? <Spinner size="sm" role="status" aria-label={teamUi().sending} /> : teamUi().sendCodeToRetailer}
        </Button>
      ) : (
        <>
          <fieldset className="mb-2">
            <legend className="form-label fs-6">{teamUi().codeLegend}</legend>
            <PinInput
              value={code}
              onChange={setCode}
              kind="OTP"
              masked={false}
              invalid={Boolean(errors.code)}
              onEnter={() => void confirm()}
              autoFocus
            />
            <FormAlert message={errors.code} />
          </fieldset>
          <Button className="team-touch" onClick={() => void confirm()} disabled={busy}>
            {busy ? <Spinner size="sm" role="status" aria-label={teamUi().registering} /> : teamUi().verifyAndRegister}
          </Button>
        </>
      )}
    </section>
  );
}

/** Step one of a booking: find the retailer (store name or phone) or register a new one. */
export function RetailerPicker({ onPick }: { onPick(retailer: BookingRetailer): void }) {
  const [q, setQ] = useState('');
  const settled = useDebouncedValue(q.trim());
  const [registering, setRegistering] = useState(false);
  const results = useQuery({ ...teamQueries.retailers(settled), enabled: settled.length >= 2 });
  return (
    <section aria-labelledby="pick-retailer-title">
      <h2 id="pick-retailer-title" className="h5">
        {teamUi().chooseRetailer}
      </h2>
      <Form.Group controlId="retailer-search" className="mb-2">
        <Form.Label>{teamUi().searchRetailers}</Form.Label>
        <Form.Control
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={teamUi().searchRetailersHint}
        />
      </Form.Group>
      {settled.length >= 2 &&
        (results.isPending ? (
          <Spinner size="sm" role="status" aria-label={teamUi().searching} />
        ) : results.isError ? (
          <FormAlert message={errorMessage(results.error)} />
        ) : results.data.length === 0 ? (
          <p>{teamUi().noRetailerFound}</p>
        ) : (
          <ul className="list-unstyled">
            {results.data.map((r) => (
              <li
                key={r.id}
                className="d-flex flex-wrap justify-content-between align-items-center border-bottom py-2 gap-2"
              >
                <span>
                  <strong>{r.store}</strong> · {r.full_name} · {r.phone}
                  <br />
                  <small className="text-muted">{lastOrderedText(r)}</small>
                </span>
                <Button className="team-touch" onClick={() => onPick(r)}>
                  {teamUi().bookFor(r.store)}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      {registering ? (
        <RegisterRetailer onRegistered={onPick} />
      ) : (
        <Button variant="outline-primary" className="team-touch" onClick={() => setRegistering(true)}>
          {teamUi().registerRetailer}
        </Button>
      )}
    </section>
  );
}
