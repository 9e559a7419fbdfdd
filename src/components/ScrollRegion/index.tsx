import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Overflow = {scrollable: boolean; before: boolean; after: boolean};

/** "Event fields" from the heading above the region, without the heading's "#" link text. */
function nameFromPrecedingHeading(element: HTMLElement): string | undefined {
  for (let node = element.previousElementSibling; node; node = node.previousElementSibling) {
    if (/^H[1-6]$/.test(node.tagName)) return node.textContent?.replace(/\u200b/g, '').trim() || undefined;
  }
  return undefined;
}

/**
 * Wraps content that may be wider than the screen (a Markdown table on a
 * phone). Only while it overflows does it become a keyboard stop: a named
 * region with a focus ring that the arrow keys scroll, with a shadow on each
 * edge that hides more content. When everything fits, it is a plain block, so
 * wide screens look and tab exactly as before.
 */
export default function ScrollRegion({
  children,
  label,
  kind = 'table',
}: {
  children: ReactNode;
  /** Accessible name; by default the text of the nearest heading above, then `kind`. */
  label?: string;
  /** What scrolls, said after the name: "Event fields, table". */
  kind?: string;
}): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({scrollable: false, before: false, after: false});
  const [name, setName] = useState(label);

  useEffect(() => {
    const element = scroller.current!;
    if (!label) setName(nameFromPrecedingHeading(frame.current!));
    const update = () => {
      // One pixel of slack: sub-pixel layouts report 1 px more than fits.
      const scrollable = element.scrollWidth > element.clientWidth + 1;
      const before = scrollable && element.scrollLeft > 1;
      const after = scrollable && element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((old) =>
        old.scrollable === scrollable && old.before === before && old.after === after
          ? old
          : {scrollable, before, after},
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    element.addEventListener('scroll', update, {passive: true});
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [label]);

  return (
    <div
      ref={frame}
      className={clsx(styles.frame, overflow.before && styles.moreBefore, overflow.after && styles.moreAfter)}>
      <div
        ref={scroller}
        className={styles.scroller}
        {...(overflow.scrollable ? {role: 'region', tabIndex: 0, 'aria-label': name ? `${name}, ${kind}` : kind} : {})}>
        {children}
      </div>
    </div>
  );
}
