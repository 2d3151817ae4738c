/** Placeholder: this page is built by its domain's issue. */
export default function OtpVerificationPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">OTP Verification</h1>
    </main>
  );
}
