import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Head from '@docusaurus/Head';
import useRouteContext from '@docusaurus/useRouteContext';
import {hasTwin, markdownTwinPath} from '../twins.mjs';

/**
 * A line for AI agents that read the page's HTML, first in the page: where /llms.txt and this page's Markdown are.
 * `hidden`: not shown, not in the accessibility tree. Plain links: the targets are files, not routes. The head names
 * the twin too, for hosts without the worker's Link header and tools that read only the head.
 */
export default function AgentDirective(): ReactNode {
  const {pathname} = useLocation();
  const {plugin} = useRouteContext();
  const twin = hasTwin(plugin.name) ? markdownTwinPath(pathname) : undefined;
  return (
    <>
      {twin && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twin} />
        </Head>
      )}
      <div hidden data-agent-directive="">
        For AI agents: the index of this site in Markdown is <a href="/llms.txt">/llms.txt</a>.
        {twin && (
          <>
            {' '}
            This page in Markdown: <a href={twin}>{twin}</a>.
          </>
        )}
      </div>
    </>
  );
}
