import React, {type ReactNode} from 'react';
import MarketingPage from '@site/src/components/MarketingPage';
import FeatureGrid from '@site/src/components/FeatureGrid';
import {featureIcons, features} from '@site/src/data/features';
import {pages} from '@site/src/data/pages';

export default function Home(): ReactNode {
  return (
    <MarketingPage content={pages.home}>
      <FeatureGrid
        title="Features"
        intro="Everything a team needs to understand a message-driven system, in one site."
        items={features.map((feature) => ({
          icon: featureIcons[feature.slug],
          title: feature.name,
          text: feature.summary,
          href: feature.page.path,
        }))}
      />
    </MarketingPage>
  );
}
