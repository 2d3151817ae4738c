/** Placeholder: this page is built by its domain's issue. */
export default function CheckoutPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Checkout</h1>
    </main>
  );
}
