import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollRegion from '@site/src/components/ScrollRegion';
import Since from '@site/src/components/Since';
import PlanMarker from '@site/src/components/PlanMarker';

/**
 * Every Markdown table (docs, field references, SDK pages, blog) sits in a
 * scroll region, so a table wider than a phone can be reached and scrolled
 * with the keyboard. The version and plan markers (<Since />, <PlanMarker />)
 * are available in every MDX file without an import; src/plugins/markers
 * checks them when the page compiles. Everything else is the theme's own.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion>
      <table {...props} />
    </ScrollRegion>
  );
}

export default {...MDXComponents, table: Table, Since, PlanMarker};
