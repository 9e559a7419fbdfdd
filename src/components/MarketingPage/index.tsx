import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';

import PageHero from '@site/src/components/PageHero';
import FeatureGrid from '@site/src/components/FeatureGrid';
import SplitSection from '@site/src/components/SplitSection';
import StepList from '@site/src/components/StepList';
import Faq from '@site/src/components/Faq';
import PricingTable from '@site/src/components/PricingTable';
import CallToAction from '@site/src/components/CallToAction';
import ProductVisual from '@site/src/components/ProductVisual';
import CommandSnippet from '@site/src/components/CommandSnippet';
import type {MarketingPageContent, Section} from '@site/src/data/marketing';

import styles from './styles.module.css';

function renderSection(section: Section, index: number): ReactNode {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid key={index} {...section} />;
    case 'split': {
      const {visual, ...rest} = section;
      const visualNode =
        visual?.type === 'visual' ? (
          <ProductVisual name={visual.name} />
        ) : visual?.type === 'code' ? (
          <CodeBlock language={visual.language} title={visual.title}>
            {visual.code}
          </CodeBlock>
        ) : undefined;
      return <SplitSection key={index} {...rest} visual={visualNode} />;
    }
    case 'steps':
      return <StepList key={index} {...section} />;
    case 'faq':
      return <Faq key={index} {...section} />;
    case 'pricing':
      return <PricingTable key={index} title={section.title} options={section.options} />;
    case 'cta':
      return <CallToAction key={index} {...section} />;
  }
}

/** Renders a page described as data (see src/data/marketing.ts), plus any extra children. */
export default function MarketingPage({
  content,
  children,
}: {
  content: MarketingPageContent;
  children?: ReactNode;
}): ReactNode {
  const {hero} = content;
  // Only what the page's data names: a page without a visual shows none.
  const aside =
    hero.visual || hero.aside ? (
      <div className={styles.aside}>
        {hero.visual && <ProductVisual name={hero.visual} />}
        {hero.aside?.type === 'command' && <CommandSnippet command={hero.aside.command} title={hero.aside.title} />}
      </div>
    ) : undefined;
  return (
    <Layout title={content.title} description={content.description}>
      <main className={styles.page}>
        <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} aside={aside} />
        {children}
        {content.sections.map(renderSection)}
      </main>
    </Layout>
  );
}
