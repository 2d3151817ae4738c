/** Placeholder: this page is built by its domain's issue. */
export default function SetNewPinPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Set New PIN</h1>
    </main>
  );
}
