import React, {Activity, startTransition, type ComponentType} from 'react';
import {flushSync} from 'react-dom';
import {createRoot} from 'react-dom/client';
import {MODAL_WARMED_MARK} from '../shared';

/**
 * Draws DocSearch's modal once, mounts and unmounts it, outside the page, so that the visitor's first opening runs
 * code the browser has already compiled: the first opening of a page costs more than any later one. At 390 px with the
 * CPU slowed 4× (the bench's phone, without its network limits; /docs/api/overview, six fresh pages each way,
 * alternating), the modal was drawn at a median of 175 ms after Ctrl+K and its box focused at 248 ms without this,
 * 99 and 182 ms with it (29 November 2026, ad-hoc Playwright script; `node scripts/bench-search.mjs --http2` measures
 * the whole query).
 *
 * `props` are the modal's, as the theme passes them. The tree lives in an element that is never in the document, so
 * nothing of it is seen, reaches assistive technology or takes the focus. It is first rendered inside a hidden
 * `<Activity>`, which React does at its lowest priority, in slices that leave the main thread free between them, and
 * without running the modal's effects. Then, in one task, the effects run and the tree is unmounted, so what they do
 * to the page (a class on `<body>` that stops it scrolling, a right margin the width of the scroll bar, a scroll back
 * to where the page was) is undone before the browser draws a frame; the margin, which the modal resets to 0 rather
 * than to what it was, is put back. On the same profile that task took 18–46 ms, after 109–191 ms of slices. Those
 * effects are DocSearch 3.9.0's (pinned: docSearchReleaseCopied in src/plugins/build-tuning/docsearch-on-demand);
 * tests/e2e/local-search.spec.ts fails if the page is not as it was once the mark below is set.
 */
export function warmModal(props: Record<string, unknown>): void {
  void import('@docsearch/react/modal').then(
    ({DocSearchModal}: {DocSearchModal: ComponentType<Record<string, unknown>>}) => {
      const container = document.createElement('div');
      const root = createRoot(container);
      const draw = (mode: 'hidden' | 'visible') =>
        root.render(
          <Activity mode={mode}>
            <DocSearchModal {...props} initialScrollY={window.scrollY} />
          </Activity>,
        );
      // The hidden tree's elements arrive in the container when React commits it.
      new MutationObserver((_, observer) => {
        observer.disconnect();
        setTimeout(() => {
          const {marginRight} = document.body.style;
          flushSync(() => draw('visible'));
          root.unmount();
          document.body.style.marginRight = marginRight;
          performance.mark(MODAL_WARMED_MARK);
        });
      }).observe(container, {childList: true});
      startTransition(() => draw('hidden'));
    },
  );
}
