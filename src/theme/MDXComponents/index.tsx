import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollRegion from '@site/src/components/ScrollRegion';

/**
 * Every Markdown table (docs, field references, SDK pages, blog) sits in a
 * scroll region, so a table wider than a phone can be reached and scrolled
 * with the keyboard. Everything else is the theme's own.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion>
      <table {...props} />
    </ScrollRegion>
  );
}

export default {...MDXComponents, table: Table};
