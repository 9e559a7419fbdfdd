import React, {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type HighlightedContentType from './HighlightedContent';
import ServerHighlightedContent from './ServerHighlightedContent';
import styles from './styles.module.css';

/**
 * The highlighted part of a code block (the `<pre>` and its tokens), with
 * Prism loaded only when the browser has to highlight something itself.
 *
 * The server renders every block highlighted, in the default colour mode's
 * Prism theme. On the page a visitor lands on, that HTML is already what they
 * should see, so it is kept as it is and not hydrated: no Prism download, no
 * grammar set-up, no second tokenising of every block, which on a phone were
 * among the longest tasks of loading a docs page. The block's title, copy
 * button and word-wrap button sit outside this part and work as usual.
 *
 * Prism loads, and the block is rendered by React, when the kept HTML is not
 * enough: the visitor's colour mode is not the default one (the server's
 * colours are wrong for it; they stay on screen until Prism arrives, as they
 * did while the theme hydrated), or the block appears after a navigation
 * within the site, where there is no server HTML.
 */
type Props = ComponentProps<typeof HighlightedContentType>;

// In the browser, once loaded, the component is kept here so that later
// blocks render it at once instead of suspending.
let loadedHighlightedContent: ComponentType<Props> | undefined;
function loadHighlightedContent(): Promise<ComponentType<Props>> {
  return import('./HighlightedContent').then((module) => {
    loadedHighlightedContent = module.default;
    return module.default;
  });
}

// Whether the page came with server-rendered HTML, read before React first
// renders into the page's root element: the development server (npm start)
// renders in the browser only, so there is nothing to keep.
const pageCameWithServerHtml =
  ExecutionEnvironment.canUseDOM && Boolean(document.getElementById('__docusaurus')?.firstElementChild);

// One object for every render: React rewrites innerHTML whenever this prop is
// a different object, even with the same string.
const keepServerHtml = {__html: ''};

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {colorMode} = useColorMode();
  const {
    colorMode: {defaultMode},
  } = useThemeConfig();
  // A block has server HTML to keep if it first renders while the landing
  // page hydrates (useIsBrowser turns true for every component afterwards, so
  // only the first render's value counts). Once rendered by React, a block
  // stays so: the server HTML is gone.
  const isBrowser = useIsBrowser();
  const [isLive, setLive] = useState(isBrowser || !pageCameWithServerHtml);
  const needsHighlighting = isLive || colorMode !== defaultMode;
  const [Highlighted, setHighlighted] = useState(() => loadedHighlightedContent);

  useEffect(() => {
    if (!needsHighlighting) return undefined;
    let cancelled = false;
    const show = (component: ComponentType<Props>) => {
      if (cancelled) return;
      setHighlighted(() => component);
      setLive(true);
    };
    if (Highlighted) show(Highlighted);
    else void loadHighlightedContent().then(show);
    return () => {
      cancelled = true;
    };
  }, [needsHighlighting, Highlighted]);

  // The word-wrap button's hook measures and restyles the `<pre>` from its
  // first effects; while the server HTML is kept, that is the kept `<pre>`.
  const kept = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (isLive) return;
    const pre = kept.current?.querySelector('pre');
    if (pre) (wordWrap.codeBlockRef as {current: HTMLPreElement | null}).current = pre;
  }, [isLive, wordWrap.codeBlockRef]);

  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div className={styles.part}>
        <ServerHighlightedContent {...props} />
      </div>
    );
  }
  if (!isLive) {
    // React leaves the children of an element rendered with
    // dangerouslySetInnerHTML as the server wrote them when it hydrates, and
    // does not touch them again while the prop is the same object.
    return (
      <div
        key="server-html"
        ref={kept}
        className={styles.part}
        suppressHydrationWarning
        dangerouslySetInnerHTML={keepServerHtml}
      />
    );
  }
  return (
    <div key="rendered" className={styles.part}>
      {Highlighted ? (
        <Highlighted {...props} />
      ) : (
        // Only where there was no server HTML (after a navigation, or under
        // npm start), for the moment Prism takes to arrive: the same code,
        // unhighlighted.
        <pre ref={wordWrap.codeBlockRef} tabIndex={0}>
          <code>{metadata.code}</code>
        </pre>
      )}
    </div>
  );
}
