import { useEffect, useRef, useState } from 'react';
import { Button, Col, Form, InputGroup, Modal, Row, Spinner } from 'react-bootstrap';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { COPY_LABEL_MS } from '@dawalink/shared';
import { ApiError, errorMessage } from '../../lib/api';
import { MSG } from '../../lib/i18n';
import { whatsAppUrl } from '../../lib/whatsapp';
import { PinInput } from '../../components/pin-input';
import { errorIdOf, FieldError, invalidProps } from '../../components/form-errors';
import { shopUi } from '../../lib/shop-texts';
import { accessMsg } from '../../lib/i18n-access';

/** A form field as a profile page hands it over: what `register` gave for it, and its message. */
export interface ProfileFieldBinding {
  registration: UseFormRegisterReturn;
  error?: string;
}

interface ProfileTextFieldProps extends ProfileFieldBinding {
  id: string;
  label: string;
  autoComplete: string;
  maxLength: number;
  type?: string;
  /** Half a row from md up (two fields side by side); a full row otherwise. */
  half?: boolean;
}

/** One labelled profile field with its message under it, the same on the seller and retailer profiles. */
export function ProfileTextField({
  id,
  label,
  registration,
  error,
  autoComplete,
  maxLength,
  type,
  half,
}: ProfileTextFieldProps) {
  const inner = (
    <>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        // Names and addresses as typed: an address that starts with a house number keeps its order on an Urdu page.
        dir="auto"
        autoComplete={autoComplete}
        maxLength={maxLength}
        {...invalidProps(id, error)}
        {...registration}
      />
      <FieldError fieldId={id} error={error} />
    </>
  );
  return half ? (
    <Form.Group as={Col} md={6} controlId={id}>
      {inner}
    </Form.Group>
  ) : (
    <Form.Group className="mb-3" controlId={id}>
      {inner}
    </Form.Group>
  );
}

/** The read-only phone: the account's identity, never edited here. */
function ProfilePhoneField({ phone }: { phone: string }) {
  return (
    <Form.Group as={Col} md={6} controlId="profile-phone">
      <Form.Label>{shopUi().phoneNo}</Form.Label>
      <Form.Control readOnly value={phone} aria-readonly="true" />
    </Form.Group>
  );
}

/**
 * The details both profiles ask for, in the same order: the name beside the read-only phone, the store's name beside
 * the e-mail, then the address. Only the store's name field has the page's own id and label.
 */
export function ProfileDetailsFields({
  phone,
  fullName,
  storeName,
  email,
  address,
}: {
  phone: string;
  fullName: ProfileFieldBinding;
  storeName: ProfileFieldBinding & { id: string; label: string };
  email: ProfileFieldBinding;
  address: ProfileFieldBinding;
}) {
  return (
    <>
      <Row className="g-3 mb-3">
        <ProfileTextField
          id="profile-full-name"
          label={shopUi().fullName}
          autoComplete="name"
          maxLength={100}
          {...fullName}
          half
        />
        <ProfilePhoneField phone={phone} />
      </Row>
      <Row className="g-3 mb-3">
        <ProfileTextField {...storeName} autoComplete="organization" maxLength={100} half />
        <ProfileTextField
          id="profile-email"
          label={shopUi().emailOptional}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...email}
          half
        />
      </Row>
      <ProfileTextField
        id="profile-address"
        label={shopUi().address}
        autoComplete="street-address"
        maxLength={200}
        {...address}
      />
    </>
  );
}

/** The profile's Update button: idle until something is changed, a spinner in it while the save is on its way. */
export function ProfileSaveButton({ changed, saving }: { changed: boolean; saving: boolean }) {
  return (
    <div className="profile-actions d-flex justify-content-end">
      <Button type="submit" disabled={!changed || saving}>
        {saving ? <Spinner size="sm" role="status" aria-label={shopUi().saving} /> : shopUi().update}
      </Button>
    </div>
  );
}

/** The PIN change boxes every profile form has: the new PIN (empty keeps it) and the current one that authorises it. */
interface PinChangeValues {
  password: string;
  current_password: string;
}

/** What the profile sends: the current PIN only with a new one (alone it would change nothing). */
function withPinChange<T extends PinChangeValues>(values: T): T {
  return values.password ? values : { ...values, current_password: '' };
}

/**
 * The message to show beside the current PIN boxes for a refused save, or undefined when the refusal is not theirs:
 * a wrong or missing current PIN, and the sign-in limits it counts against (wait, or locked until an SMS reset).
 */
function currentPinError(error: unknown, sentNewPin: boolean): string | undefined {
  if (!(error instanceof ApiError) || !sentNewPin) return undefined;
  return error.code === 'wrong_current_pin' || error.code === 'current_pin_required' || error.status === 429
    ? error.message
    : undefined;
}

/**
 * A profile form's save, for its submit: a submit that fails the form's checks asks for the required fields above the
 * form; a saved profile goes to `onSaved`, then the page says it is updated. A refused current PIN is said beside its
 * boxes, which are emptied for another try; a refusal that `onRefused` shows beside a field of its own page stays
 * there; anything else is said above the form.
 */
export function useProfileSave<TForm extends FieldValues & PinChangeValues, TValues extends PinChangeValues, TSaved>(
  { handleSubmit, setError, setValue }: UseFormReturn<TForm, unknown, TValues>,
  {
    send,
    onSaved,
    onRefused,
  }: {
    send(values: TValues): Promise<TSaved>;
    onSaved(saved: TSaved): void;
    /** Shows a refusal beside a field of the page's own; false leaves it to be said above the form. */
    onRefused?(error: unknown): boolean;
  },
) {
  const save = useMutation({
    mutationFn: (values: TValues) => send(withPinChange(values)),
    onSuccess: (saved) => {
      onSaved(saved);
      notify.success(MSG.updatedSuccessfully);
    },
    onError: (error, values) => {
      const pinMessage = currentPinError(error, Boolean(values.password));
      if (pinMessage) {
        const currentPin = 'current_password' as Path<TForm>;
        setValue(currentPin, '' as PathValue<TForm, Path<TForm>>);
        setError(currentPin, { message: pinMessage });
      } else if (!onRefused?.(error)) setError('root.server', { message: errorMessage(error) });
    },
  });
  const onSubmit = handleSubmit(
    (values) => save.mutate(values),
    () => setError('root.server', { message: MSG.requiredFields }),
  );
  return { onSubmit, saving: save.isPending };
}

/**
 * The current PIN and the new PIN, side by side from md up: four boxes each. The current PIN's boxes have names of
 * their own ("Current Pin digit 1"..) so that the two sets can be told apart by ear and by tests.
 */
export function PinChangeFields<T extends FieldValues>({
  control,
  errors,
  className = 'mb-3',
}: {
  control: Control<T>;
  errors: { password?: string; current_password?: string };
  className?: string;
}) {
  return (
    <Row className={`g-3 ${className}`}>
      <Form.Group as={Col} md={6}>
        <Form.Label as="div">{shopUi().currentPin}</Form.Label>
        <Controller
          control={control}
          name={'current_password' as Path<T>}
          render={({ field }) => (
            <PinInput
              value={field.value}
              onChange={field.onChange}
              label={shopUi().currentPinShort}
              invalid={!!errors.current_password}
              errorId={errorIdOf('profile-current-pin')}
            />
          )}
        />
        {errors.current_password ? (
          <div className="invalid-feedback d-block" role="alert" id={errorIdOf('profile-current-pin')}>
            {errors.current_password}
          </div>
        ) : (
          <Form.Text>{accessMsg().currentPinHint}</Form.Text>
        )}
      </Form.Group>
      <Form.Group as={Col} md={6}>
        <Form.Label as="div">{shopUi().newPin}</Form.Label>
        <Controller
          control={control}
          name={'password' as Path<T>}
          render={({ field }) => (
            <PinInput
              value={field.value}
              onChange={field.onChange}
              invalid={!!errors.password}
              errorId={errorIdOf('profile-new-pin')}
            />
          )}
        />
        {errors.password ? (
          <FieldError fieldId="profile-new-pin" error={errors.password} />
        ) : (
          <Form.Text>{accessMsg().newPinHint}</Form.Text>
        )}
      </Form.Group>
    </Row>
  );
}

/** Clipboard API where the page is a secure context, the old selection trick elsewhere. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection trick
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

const SHARE_ICON =
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11A2.99 2.99 0 0 0 21 5a3 3 0 1 0-5.91.7L8.04 9.81A3 3 0 1 0 6 15a2.99 2.99 0 0 0 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65A2.92 2.92 0 1 0 18 16.08z';

/** The store link, read-only, with Copy (reads "Copied" for 3 s) and a Share button that opens the share dialog. */
export function StoreLinkField({ link, storeName }: { link: string; storeName: string }) {
  const [copied, setCopied] = useState(false);
  const [sharing, setSharing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyText(link))) {
      notify.error(accessMsg().copyFailed);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_LABEL_MS);
  };

  return (
    <Form.Group className="mb-3" controlId="profile-store-url">
      <Form.Label>{shopUi().storeUrl}</Form.Label>
      <InputGroup className="store-link-group">
        <Form.Control readOnly dir="ltr" value={link} onFocus={(e) => e.target.select()} />
        <Button variant={copied ? 'success' : 'outline-primary'} onClick={() => void copy()} aria-live="polite">
          {copied ? accessMsg().copied : accessMsg().copy}
        </Button>
        <Button
          variant="outline-primary"
          aria-label={shopUi().share}
          title={shopUi().share}
          onClick={() => setSharing(true)}
        >
          <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
            <path d={SHARE_ICON} />
          </svg>
        </Button>
      </InputGroup>
      <Form.Text>{shopUi().storeUrlHint}</Form.Text>
      <ShareDialog show={sharing} onHide={() => setSharing(false)} link={link} storeName={storeName} />
    </Form.Group>
  );
}

/** Share targets: messaging (WhatsApp), e-mail, social (Facebook) and professional network (LinkedIn). */
function shareTargets(link: string, storeName: string) {
  const text = `${accessMsg().shareText(storeName)} ${link}`;
  const e = encodeURIComponent;
  return [
    // WhatsApp first: it is where this trade talks.
    { name: 'WhatsApp', href: whatsAppUrl(text) },
    { name: accessMsg().shareByEmail, href: `mailto:?subject=${e(storeName)}&body=${e(text)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${e(link)}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${e(link)}` },
  ];
}

function ShareDialog({
  show,
  onHide,
  link,
  storeName,
}: {
  show: boolean;
  onHide(): void;
  link: string;
  storeName: string;
}) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="share-title">
      <Modal.Header closeButton closeLabel={shopUi().dismiss}>
        <Modal.Title id="share-title">{accessMsg().shareTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-break small text-muted mb-3" dir="ltr">
          {link}
        </p>
        <div className="share-grid">
          {shareTargets(link, storeName).map((t) => (
            <a
              key={t.name}
              className={`btn ${t.name === 'WhatsApp' ? 'btn-success whatsapp-share' : 'btn-outline-primary'}`}
              href={t.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.name}
            </a>
          ))}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {shopUi().close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
