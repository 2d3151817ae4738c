/** Placeholder: this page is built by its domain's issue. */
export default function PhoneVerificationPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Phone Verification</h1>
    </main>
  );
}
