/** Placeholder: this page is built by its domain's issue. */
export default function ProductListPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Product List</h1>
    </main>
  );
}
