/** Placeholder: this page is built by its domain's issue. */
export default function SellerOrdersPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Orders</h1>
    </main>
  );
}
