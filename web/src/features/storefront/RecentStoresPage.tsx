/** Placeholder: this page is built by its domain's issue. */
export default function RecentStoresPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Recent Visited Suppliers</h1>
    </main>
  );
}
