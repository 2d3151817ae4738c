/** Placeholder: this page is built by its domain's issue. */
export default function RegisteredPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">You are Registered Successfully</h1>
    </main>
  );
}
