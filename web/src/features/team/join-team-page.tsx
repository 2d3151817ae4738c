import { useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { isValidPin } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { teamUi } from '../../lib/i18n-team-ui';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { markSent, sendCode } from '../../lib/otp';
import { landingFor } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { FieldError, FormAlert, invalidProps } from '../../components/form-errors';
import { OtpForm } from '../../components/otp-form';
import { PinInput } from '../../components/pin-input';
import { teamApi } from './team-api';
import { lazyValue } from '../../lib/lazy-resolver';

// The phone's check (the shared schema, and zod with it) loads at the phone form's first focus or Send Code, not with
// the page; a failed load is forgotten, so the next Send Code tries again.
const phoneCheck = lazyValue(() => import('./join-team-resolvers').then((m) => m.joinPhoneSchema));

type Step = { kind: 'phone' } | { kind: 'code'; phone: string } | { kind: 'pin'; phone: string; token: string };

/** An invited team member joins: their phone, the SMS code sent to it, then their own PIN; signed in at the end. */
export default function JoinTeamPage() {
  const navigate = useNavigate();
  const { setUser } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const sendTo = async () => {
    // Busy from the start: the check may still be loading (the form was not focused first), and Send Code must not
    // go twice meanwhile.
    setBusy(true);
    try {
      const parsed = (await phoneCheck.get()).safeParse(phone);
      if (!parsed.success) {
        setPhoneError(parsed.error.issues[0]?.message ?? MSG.phoneInvalid);
        return;
      }
      setPhoneError(undefined);
      const { resend_after } = await sendCode(parsed.data, 'team');
      markSent(resend_after);
      notify.success(MSG.otpSent);
      setStep({ kind: 'code', phone: parsed.data });
    } catch (error) {
      setPhoneError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const join = async () => {
    if (step.kind !== 'pin') return;
    if (!isValidPin(pin)) return setPinError(teamUi().pinFourDigits);
    if (pin !== confirm) return setPinError(MSG.passwordsMismatch);
    setBusy(true);
    setPinError(undefined);
    try {
      const { user } = await teamApi.join({ verification_token: step.token, pin });
      setUser(user);
      notify.success(teamUi().welcome(user.role ? teamUi().role[user.role] : ''));
      navigate(landingFor(user.type, user.role), { replace: true });
    } catch (error) {
      setPinError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="container py-3">
      <div className="page-card auth-card mx-auto" style={{ maxWidth: 480 }}>
        <h1 className="h4">{teamUi().joinTeam}</h1>
        {step.kind === 'phone' && (
          <Form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void sendTo();
            }}
            onFocus={phoneCheck.preload}
          >
            <p className="text-muted">{teamUi().joinIntro}</p>
            <Form.Group className="mb-3" controlId="join-phone">
              <Form.Label>{teamUi().phoneNo}</Form.Label>
              <Form.Control
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="03XX XXXXXXX"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                {...invalidProps('join-phone', phoneError ? { message: phoneError } : undefined)}
              />
              <FieldError fieldId="join-phone" error={phoneError ? { message: phoneError } : undefined} />
            </Form.Group>
            <Button type="submit" className="w-100" disabled={busy} style={{ minHeight: 44 }}>
              {busy ? <Spinner size="sm" role="status" aria-label={teamUi().sendingCode} /> : teamUi().sendCode}
            </Button>
          </Form>
        )}
        {step.kind === 'code' && (
          <OtpForm
            phone={step.phone}
            purpose="team"
            onVerified={async (token) => setStep({ kind: 'pin', phone: step.phone, token })}
          />
        )}
        {step.kind === 'pin' && (
          <Form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void join();
            }}
          >
            <p className="text-muted">{teamUi().choosePin(step.phone)}</p>
            <FormAlert message={pinError} />
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{teamUi().pin}</legend>
              <PinInput value={pin} onChange={setPin} label={teamUi().newPin} invalid={Boolean(pinError)} autoFocus />
            </fieldset>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{teamUi().confirmPinLegend}</legend>
              <PinInput
                value={confirm}
                onChange={setConfirm}
                label={teamUi().confirmPin}
                invalid={Boolean(pinError)}
                onEnter={() => void join()}
              />
            </fieldset>
            <Button type="submit" className="w-100" disabled={busy} style={{ minHeight: 44 }}>
              {busy ? <Spinner size="sm" role="status" aria-label={teamUi().joining} /> : teamUi().joinTeamButton}
            </Button>
          </Form>
        )}
      </div>
    </main>
  );
}
