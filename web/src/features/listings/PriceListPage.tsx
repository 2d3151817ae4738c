/** Placeholder: this page is built by its domain's issue. */
export default function PriceListPage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Price List</h1>
    </main>
  );
}
