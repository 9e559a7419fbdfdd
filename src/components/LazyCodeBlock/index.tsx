import React, {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';

const CodeBlock = lazy(() => import('@theme/CodeBlock'));

/**
 * The theme's CodeBlock, loaded only by pages that show one. Marketing pages
 * share one layout whose sections may hold code; a static import would make
 * every one of them (pricing, contact…) download and evaluate Prism. The
 * server renders the highlighted block as usual; in the browser the block
 * keeps that HTML until its code arrives, then hydrates. The fallback shows
 * only when a visitor navigates here within the site before that.
 */
export default function LazyCodeBlock(props: ComponentProps<typeof CodeBlockType>): ReactNode {
  return (
    <Suspense fallback={<pre>{props.children}</pre>}>
      <CodeBlock {...props} />
    </Suspense>
  );
}
