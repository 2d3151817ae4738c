import { Navigate, useNavigate, useParams } from 'react-router';

import { paths } from '../../lib/paths';
import { OtpForm } from '../../components/otp-form';
import { checkoutSession } from './checkout-session';
import { CheckoutShell } from './checkout-shell';
import { accessMsg } from '../../lib/i18n-access';

/**
 * Checkout for a new phone: the SMS code proves the phone; its token lets the registration through. The same code
 * form as registration and the PIN reset (Resend after the server's wait, Change phone number).
 */
export default function OtpVerificationPage() {
  const { url = '' } = useParams();
  const navigate = useNavigate();
  const phone = checkoutSession.phone();
  if (!phone) return <Navigate to={paths.phoneVerification(url)} replace />;

  const onVerified = async (token: string) => {
    checkoutSession.setToken(token);
    navigate(paths.retailerSignupCheckout(url));
  };

  return (
    <CheckoutShell url={url} title={accessMsg().otpVerification}>
      <OtpForm phone={phone} purpose="register" onVerified={onVerified} changeTo={paths.phoneVerification(url)} />
    </CheckoutShell>
  );
}
