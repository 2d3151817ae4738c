import { Logo } from '../../components/logo';
import { accessMsg } from '../../lib/i18n-access';

/** The heading of a registration step: logo, "Step n of 2", the step's title. */
export function StepHeader({ step, title, total = 2 }: { step?: number; title: string; total?: number }) {
  return (
    <div className="text-center mb-3">
      <Logo size={40} />
      {step && (
        <p className="text-muted small mt-3 mb-0" aria-hidden="true">
          {accessMsg().stepOf(step, total)}
        </p>
      )}
      <h1 className={`h4 mb-0 ${step ? 'mt-1' : 'mt-3'}`}>{title}</h1>
    </div>
  );
}
