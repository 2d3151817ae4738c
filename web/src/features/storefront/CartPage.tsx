/** Placeholder: this page is built by its domain's issue. */
export default function CartPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Your Order</h1>
    </main>
  );
}
