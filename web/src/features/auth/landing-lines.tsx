import { signInUi } from './sign-in-texts';
/**
 * What DawaLink is, in one line for each side of the trade, beside the sign-in form (below it on a phone). Static
 * markup: the first page everyone sees stays within its JS budget.
 */
export function LandingLines() {
  return (
    <section className="landing-lines" aria-labelledby="landing-title">
      <h2 id="landing-title" className="h5 mb-3">
        {signInUi().landingTitle}
      </h2>
      <p className="mb-2">
        <strong>{signInUi().retailerQ}</strong> {signInUi().retailerLine}
      </p>
      <p className="mb-0">
        <strong>{signInUi().wholesalerQ}</strong> {signInUi().wholesalerLine}
      </p>
    </section>
  );
}
