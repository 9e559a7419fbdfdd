import React, {type ReactNode} from 'react';
import MarketingPage from '@site/src/components/MarketingPage';
import {featureBySlug} from '@site/src/data/features';

export default function VisualizationFeaturePage(): ReactNode {
  return <MarketingPage content={featureBySlug('visualization').page} />;
}
