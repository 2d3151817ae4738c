import { useEffect, useState, type ReactNode } from 'react';

/**
 * A search bar that sticks to the top once the page is scrolled past `threshold` pixels (a number, or a
 * function of the window height for the orders screen's one sixth).
 */
export function StickySearch({ threshold, children }: { threshold: number | (() => number); children: ReactNode }) {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      const limit = typeof threshold === 'function' ? threshold() : threshold;
      setStuck(window.scrollY > limit);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return <div className={`sticky-search ${stuck ? 'is-stuck shadow-sm' : ''}`}>{children}</div>;
}
