/**
 * What DawaLink is, in one line for each side of the trade, beside the sign-in form (below it on a phone). Static
 * markup: the first page everyone sees stays within its JS budget.
 */
export function LandingLines() {
  return (
    <section className="landing-lines" aria-labelledby="landing-title">
      <h2 id="landing-title" className="h5 mb-3">
        Ordering between pharmacies and their wholesalers
      </h2>
      <p className="mb-2">
        <strong>Retailer?</strong> Open your wholesaler&apos;s store link, order from their price list in a few taps and follow
        each order to your counter.
      </p>
      <p className="mb-0">
        <strong>Wholesaler?</strong> Put your price list online behind one store link and work through your retailers&apos;
        orders in one place.
      </p>
    </section>
  );
}
