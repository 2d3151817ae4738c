/** Placeholder: this page is built by its domain's issue. */
export default function OrderPlacedPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Order Placed</h1>
    </main>
  );
}
