/** Placeholder: this page is built by its domain's issue. */
export default function RegistrationStep2Page() {
  return (
    <main className="container py-4">
      <h1 className="h3">Personal Details</h1>
    </main>
  );
}
