import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { UI } from '../lib/i18n';

interface PinInputProps {
  value: string;
  onChange(value: string): void;
  /** "Pin" or "OTP": the boxes are labelled "Pin digit 1".."Pin digit 4" or "OTP digit 1".. */
  kind?: 'Pin' | 'OTP';
  /** A name of their own when a form has two sets of boxes: "Current Pin" labels them "Current Pin digit 1".. */
  label?: string;
  length?: number;
  masked?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The id of the error shown beside the boxes: each box is described by it while invalid. */
  errorId?: string;
  autoFocus?: boolean;
  /** Called when Enter is pressed in a box (forms submit on Enter). */
  onEnter?(): void;
}

/** Four one-digit boxes: typing advances, Backspace goes back, pasting all digits fills every box. */
export function PinInput({
  value,
  onChange,
  kind = 'Pin',
  label,
  length = 4,
  masked = true,
  disabled,
  invalid,
  errorId,
  autoFocus,
  onEnter,
}: PinInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const setDigit = (index: number, digit: string) => {
    const next = digits.slice();
    next[index] = digit;
    onChange(next.join('').slice(0, length));
  };

  const handleChange = (index: number, raw: string) => {
    const onlyDigits = raw.replace(/\D/g, '');
    if (onlyDigits.length > 1) {
      // Typed over an existing digit or pasted without the paste event: spread the digits.
      const next = (digits.slice(0, index).join('') + onlyDigits).slice(0, length);
      onChange(next);
      refs.current[Math.min(next.length, length - 1)]?.focus();
      return;
    }
    setDigit(index, onlyDigits);
    if (onlyDigits && index < length - 1) refs.current[index + 1]?.focus();
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      refs.current[index - 1]?.focus();
      setDigit(index - 1, '');
      event.preventDefault();
    } else if (event.key === 'ArrowLeft' && index > 0) refs.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < length - 1) refs.current[index + 1]?.focus();
    else if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
    refs.current[Math.min(pasted.length, length - 1)]?.focus();
  };

  return (
    <div
      className="pin-input d-flex gap-2"
      role="group"
      aria-label={label ?? (kind === 'OTP' ? UI.otpCode : UI.pinCode)}
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          className={`form-control text-center pin-box ${invalid ? 'is-invalid' : ''}`}
          type={masked ? 'password' : 'text'}
          inputMode="numeric"
          autoComplete={kind === 'OTP' ? 'one-time-code' : 'off'}
          maxLength={length}
          aria-label={UI.digit(label ?? UI.pinKind[kind], index + 1)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid && errorId ? errorId : undefined}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(e) => handleChange(index, e.target.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={handlePaste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
