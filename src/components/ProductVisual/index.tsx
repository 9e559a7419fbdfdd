import React, {type ReactNode} from 'react';

import CatalogPreview from '@site/src/components/CatalogPreview';
import ChatExchange from '@site/src/components/ChatExchange';
import DomainMap from '@site/src/components/DomainMap';
import FlowMap from '@site/src/components/FlowMap';
import FlowSteps from '@site/src/components/FlowSteps';
import ResourcePage from '@site/src/components/ResourcePage';
import ServiceNodeGraph from '@site/src/components/ServiceNodeGraph';
import VersionChanges from '@site/src/components/VersionChanges';
import type {VisualName} from '@site/src/data/marketing';

/** Each visual a page's data can name, drawn from the sample catalog. */
const visuals: Record<VisualName, React.ComponentType> = {
  'catalog-preview': CatalogPreview,
  'resource-page': ResourcePage,
  'service-node-graph': ServiceNodeGraph,
  'domain-map': DomainMap,
  'flow-map': FlowMap,
  'flow-steps': FlowSteps,
  'version-changes': VersionChanges,
  'chat-exchange': ChatExchange,
};

/** The product visual a marketing page names in its data (see `visualNames` in src/data/marketing.ts). */
export default function ProductVisual({name}: {name: VisualName}): ReactNode {
  const Visual = visuals[name];
  return <Visual />;
}
