import './tick-box.css';

interface TickBoxProps {
  id?: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A checkbox whose whole 44 px square is clickable (touch targets), named by `label` for screen readers. */
export function TickBox({ id, label, checked, onChange }: TickBoxProps) {
  return (
    <label className="tick-box" title={label}>
      <input
        id={id}
        type="checkbox"
        className="form-check-input m-0"
        aria-label={label}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}
