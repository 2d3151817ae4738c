import { STORE_ICON_PATHS, type StoreIconName } from '@dawalink/shared';

/** One of the storefront's inline icons (their paths live in shared: the server's store preview draws them too). */
export function StoreIcon({ name, size = 20 }: { name: StoreIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={STORE_ICON_PATHS[name]} />
    </svg>
  );
}
