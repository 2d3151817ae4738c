/** Placeholder: this page is built by its domain's issue. */
export default function RegistrationStep1Page() {
  return (
    <main className="container py-4">
      <h1 className="h3">Business Details</h1>
    </main>
  );
}
