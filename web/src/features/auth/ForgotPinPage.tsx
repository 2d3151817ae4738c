/** Placeholder: this page is built by its domain's issue. */
export default function ForgotPinPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Forgot PIN</h1>
    </main>
  );
}
