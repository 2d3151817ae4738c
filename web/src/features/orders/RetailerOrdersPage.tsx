/** Placeholder: this page is built by its domain's issue. */
export default function RetailerOrdersPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">My Orders</h1>
    </main>
  );
}
