import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { ColumnOption } from '../../components/columns-dialog';
import { Icon } from '../../components/icon-button';
import { listingsUi } from '../../lib/i18n-listings-ui';

/** The columns a narrow screen hides by default (the spec's Id, Offer and Bonus), named in the page's language. */
export const optionalColumns = (): ColumnOption[] => [
  { key: 'id', label: listingsUi().optional.id },
  { key: 'offer', label: listingsUi().optional.offer },
  { key: 'bonus', label: listingsUi().optional.bonus },
];

const allVisible = (visible: boolean) => ({ id: visible, offer: visible, bonus: visible });

/** Optional column state: all shown on a wide window, hidden under 1000 px until the person ticks them. */
export function useOptionalColumns(narrow: boolean) {
  const [visible, setVisible] = useState<Record<string, boolean>>(() => allVisible(!narrow));
  const [dialogOpen, setDialogOpen] = useState(false);
  // Crossing the breakpoint resets to that width's default, as the spec's screens do.
  useEffect(() => setVisible(allVisible(!narrow)), [narrow]);
  return { visible, setVisible, dialogOpen, open: () => setDialogOpen(true), close: () => setDialogOpen(false) };
}

/** The "+" header cell that opens View columns. */
export function OptionalColumnsHeader({ onOpen }: { onOpen(): void }) {
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      className="icon-btn"
      aria-label={listingsUi().viewColumns}
      title={listingsUi().viewColumns}
      onClick={onOpen}
    >
      <Icon name="plus" />
    </Button>
  );
}
