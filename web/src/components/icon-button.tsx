import type { MouseEventHandler } from 'react';
import { Button } from 'react-bootstrap';
import { UI_ICON_PATHS } from '@dawalink/shared';

const ICONS = UI_ICON_PATHS;
type IconName = keyof typeof ICONS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={ICONS[name]} />
    </svg>
  );
}

interface IconButtonProps {
  /** The accessible name (DESIGN.md section 8: Edit, Delete, View, Update Status). */
  label: string;
  icon: IconName;
  onClick: MouseEventHandler<HTMLButtonElement>;
  variant?: string;
  disabled?: boolean;
}

/** A button that shows only an icon, named for screen readers and tests by its aria-label and tooltip. */
export function IconButton({ label, icon, onClick, variant = 'outline-primary', disabled }: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size="sm"
      className="icon-btn"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <Icon name={icon} />
    </Button>
  );
}
