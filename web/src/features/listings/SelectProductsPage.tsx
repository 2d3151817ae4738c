/** Placeholder: this page is built by its domain's issue. */
export default function SelectProductsPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Add Products</h1>
    </main>
  );
}
