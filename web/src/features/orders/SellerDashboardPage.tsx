/** Placeholder: this page is built by its domain's issue. */
export default function SellerDashboardPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Dashboard</h1>
    </main>
  );
}
