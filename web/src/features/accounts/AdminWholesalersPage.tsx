/** Placeholder: this page is built by its domain's issue. */
export default function AdminWholesalersPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Wholesalers</h1>
    </main>
  );
}
