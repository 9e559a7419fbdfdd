import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * The classic theme's CodeBlock, ejected only to drop its key on "has the page hydrated", which threw every code block
 * away and rendered (and tokenised) it again right after hydration. The theme now hydrates with the default colour mode
 * and switches in an effect, so a dark-mode visitor's blocks re-render like any other state change (./Content decides
 * when the browser renders the highlighted part). A wrap cannot: the key is set inside the theme's component.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  // Plain strings are joined so the block can be copied; React elements are rendered as they are.
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
