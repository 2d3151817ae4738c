import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { paths } from '../../lib/paths';
import { resetFlow } from './signup-flow';
import { OtpForm } from '../../components/otp-form';
import { StepHeader } from './step-header';
import { SupportNote } from './support-note';
import './access.css';
import { accessMsg } from '../../lib/i18n-access';

/** The SMS code of a PIN reset; a right code leads to the new-PIN screen. */
export default function ForgotPinOtpPage() {
  const navigate = useNavigate();
  const [pending] = useState(resetFlow.get);
  if (!pending) return <Navigate to={paths.forgotPin} replace />;

  const onVerified = async (token: string) => {
    resetFlow.set({ ...pending, token });
    navigate(pending.url ? paths.retailerSetNewPin(pending.url) : paths.setNewPin);
  };

  return (
    <main className="container">
      <div className="page-card auth-card">
        <StepHeader title={accessMsg().otpVerification} />
        <OtpForm
          phone={pending.phone}
          purpose="reset"
          onVerified={onVerified}
          changeTo={pending.url ? paths.retailerForgotPin(pending.url) : paths.forgotPin}
        />
        <SupportNote />
      </div>
    </main>
  );
}
