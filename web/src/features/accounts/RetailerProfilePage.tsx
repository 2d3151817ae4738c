/** Placeholder: this page is built by its domain's issue. */
export default function RetailerProfilePage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Profile Details</h1>
    </main>
  );
}
