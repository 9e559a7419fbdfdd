import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * The classic theme's CodeBlock, ejected only to drop one thing: it keys the
 * block on "has the page hydrated", so every code block on a page is thrown
 * away and rendered (and tokenised by Prism) a second time right after
 * hydration. That remount dates from when the colour mode was known during
 * hydration; the theme now hydrates with the default mode and switches in an
 * effect (useColorMode lags on purpose), so a dark-mode visitor's blocks are
 * re-rendered with the dark Prism theme like any other state change (the
 * highlighted part by ./Content, which also decides when the browser renders
 * it at all). The rest is the theme's code as it is. A wrap cannot: the key
 * is set inside the theme's component. Build tuning: with the tuning off, the
 * theme's own CodeBlock renders.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  // Plain strings are joined so the block can be copied; React elements are
  // rendered as they are.
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
