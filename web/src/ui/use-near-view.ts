// Whether an element has come within `rootMargin` of the viewport (once true, it stays true): for parts
// that cost reads or bandwidth only worth paying when the reader gets there, such as an event's live
// chat, whose listener would otherwise read up to 50 messages for every visitor (issue 24).
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useNearView<T extends Element>(
  rootMargin = '200px',
): { ref: RefObject<T | null>; isNear: boolean; show: () => void } {
  const ref = useRef<T | null>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (isNear || !el || !hasObserver()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setIsNear(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  // No observer (an old browser, or the server, where callers show nothing live anyway): nothing to wait for.
  return { ref, isNear: isNear || !hasObserver(), show: () => setIsNear(true) };
}

const hasObserver = () => typeof IntersectionObserver !== 'undefined';
