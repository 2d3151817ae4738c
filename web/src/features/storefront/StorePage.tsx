/** Placeholder: this page is built by its domain's issue. */
export default function StorePage() {
  return (
    <main className="container py-4">
      <h1 className="h3">Store</h1>
    </main>
  );
}
