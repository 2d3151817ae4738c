import { useState } from 'react';

/**
 * True from the first render in which `inUse` is true, and from then on. For dialogs and drawers: not rendered at
 * all until first opened (a closed react-bootstrap Modal or Offcanvas still renders its transition and portal
 * machinery: work on the page's first render for something most visits never open), then kept mounted so that
 * closing it still fades out.
 */
export function useUsed(inUse: boolean): boolean {
  const [used, setUsed] = useState(inUse);
  // Updating state while rendering is React's way to derive it from a prop change (no extra commit, no effect).
  if (inUse && !used) setUsed(true);
  return used || inUse;
}
