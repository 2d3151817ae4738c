/** The DawaLink wordmark with its mark: a white cross on pharmacy teal. */
export function Logo({
  size = 32,
  withName = true,
  className,
}: {
  size?: number;
  withName?: boolean;
  className?: string;
}) {
  return (
    <span className={`d-inline-flex align-items-center gap-2 ${className ?? ''}`}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="#fff" />
        <circle cx="47" cy="47" r="6" fill="#5eead4" />
      </svg>
      {withName && <span className="brand-name fw-bold">DawaLink</span>}
    </span>
  );
}
