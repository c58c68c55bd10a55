import { useLayoutEffect, useState } from 'react';

/** The element's width, kept current with a ResizeObserver; null until measured or where unsupported. */
export function useElementWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') {
      setWidth(null);
      return undefined;
    }
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return width;
}
