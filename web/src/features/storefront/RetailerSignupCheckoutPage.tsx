/** Placeholder: this page is built by its domain's issue. */
export default function RetailerSignupCheckoutPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Register and Order</h1>
    </main>
  );
}
