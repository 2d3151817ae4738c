/** Placeholder: this page is built by its domain's issue. */
export default function AdminProductsPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Products</h1>
    </main>
  );
}
