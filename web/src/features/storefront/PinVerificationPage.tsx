/** Placeholder: this page is built by its domain's issue. */
export default function PinVerificationPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">PIN Verification</h1>
    </main>
  );
}
