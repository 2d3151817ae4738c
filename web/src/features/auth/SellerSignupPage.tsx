/** Placeholder: this page is built by its domain's issue. */
export default function SellerSignupPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Registration Form</h1>
    </main>
  );
}
