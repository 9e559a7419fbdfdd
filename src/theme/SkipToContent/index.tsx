import React, {type ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import AgentDirective from '@site/src/plugins/agents/AgentDirective';

/** The skip link opens every page; the hidden line for AI agents (AgentDirective) comes just before it. */
export default function SkipToContentWithAgentDirective(): ReactNode {
  return (
    <>
      <AgentDirective />
      <SkipToContent />
    </>
  );
}
