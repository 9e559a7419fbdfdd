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
 * The highlighted part of a code block (the `<pre>` and its tokens). The server renders every block highlighted in the
 * default colour mode; on the page a visitor lands on, that HTML is kept as it is, not hydrated: no Prism download and
 * no second tokenising, among the longest tasks of loading a docs page on a phone. Prism loads and React renders the
 * block when the visitor's colour mode is not the default (the server's colours stay until Prism arrives) or the
 * block appears after a navigation, with no server HTML. Title, copy and word-wrap buttons work as usual.
 */
type Props = ComponentProps<typeof HighlightedContentType>;

// Once loaded, kept so that later blocks render it at once.
let loadedHighlightedContent: ComponentType<Props> | undefined;
function loadHighlightedContent(): Promise<ComponentType<Props>> {
  return import('./HighlightedContent').then((module) => {
    loadedHighlightedContent = module.default;
    return module.default;
  });
}

// Read before React first renders into the root: under `npm start` pages render in the browser only.
const pageCameWithServerHtml =
  ExecutionEnvironment.canUseDOM && Boolean(document.getElementById('__docusaurus')?.firstElementChild);

// One object for every render: React rewrites innerHTML whenever this prop is another object, even of the same text.
const keepServerHtml = {__html: ''};

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  // A block has server HTML to keep if it first renders while the landing page hydrates (only the first render's
  // useIsBrowser counts). Once rendered by React, a block stays so: the server HTML is gone.
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

  // The word-wrap button's hook restyles the `<pre>` from its first effects: while kept, the server's `<pre>`.
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
    // React hydrates an element with dangerouslySetInnerHTML leaving its children as the server wrote them.
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
        // With no server HTML, while Prism arrives: the same code, unhighlighted.
        <pre ref={wordWrap.codeBlockRef} tabIndex={0}>
          <code>{metadata.code}</code>
        </pre>
      )}
    </div>
  );
}
