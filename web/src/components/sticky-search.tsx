import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A search bar that sticks to the top once the page is scrolled past `threshold` pixels (a number, or a
 * function of the window height for the orders screen's one sixth).
 */
export function StickySearch({ threshold, children }: { threshold: number | (() => number); children: ReactNode }) {
  const [stuck, setStuck] = useState(false);
  const thresholdRef = useRef(threshold);
  thresholdRef.current = threshold;
  useEffect(() => {
    const onScroll = () => {
      const limit = typeof thresholdRef.current === 'function' ? thresholdRef.current() : thresholdRef.current;
      setStuck(window.scrollY > limit);
    };
    // The first look waits for the next frame: reading scrollY right after React has put the page in the document
    // makes the browser lay the whole page out inside React's task (on a list page at a phone's speed, 150+ ms of
    // it), where the frame lays it out anyway moments later.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return <div className={`sticky-search ${stuck ? 'is-stuck shadow-sm' : ''}`}>{children}</div>;
}
