import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/**
 * The theme draws a diagram in the browser only, so the built HTML holds
 * nothing of it. Its source, in a <noscript>, is what a reader without
 * JavaScript sees instead, and what the page's Markdown twin is made from
 * (src/plugins/agents).
 */
export default function MermaidWithSource(props: Props): ReactNode {
  return (
    <>
      <Mermaid {...props} />
      <noscript>
        <pre>
          <code className="language-mermaid">{props.value}</code>
        </pre>
      </noscript>
    </>
  );
}
