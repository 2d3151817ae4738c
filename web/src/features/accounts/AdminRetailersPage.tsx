/** Placeholder: this page is built by its domain's issue. */
export default function AdminRetailersPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Retailers</h1>
    </main>
  );
}
