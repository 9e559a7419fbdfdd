import React, {type ComponentType, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import MDXContent from '@theme/MDXContent';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ArrowRight, BookOpen} from 'lucide-react';

import type {IntegrationMetadata} from '../../index';
import CopyCommand from '../CopyCommand';
import ClickToPlayVideo from '../ClickToPlayVideo';
import styles from './styles.module.css';

type Props = {content: ComponentType; metadata: IntegrationMetadata};

function codeLanguage(file: string): string {
  const extension = file.split('.').pop() ?? 'js';
  return {yml: 'yaml', sh: 'bash', mdx: 'jsx'}[extension] ?? extension;
}

const pricingTitle: Record<IntegrationMetadata['pricing'], string> = {
  free: 'Free',
  plan: 'Included in paid plans',
  licence: 'Commercial licence',
};

function PricingBlock({metadata}: {metadata: IntegrationMetadata}): ReactNode {
  return (
    <section className={styles.panel} aria-labelledby="pricing-heading">
      <h2 id="pricing-heading" className={styles.panelTitle}>
        Pricing
      </h2>
      <p className={styles.pricingKind}>{pricingTitle[metadata.pricing]}</p>
      {metadata.price && <p className={styles.price}>{metadata.price}</p>}
      <p className={styles.panelText}>{metadata.pricingDescription}</p>
      {metadata.pricing !== 'free' && (
        <Link to="/pricing" className={styles.panelLink}>
          Compare plans <ArrowRight size={16} aria-hidden="true" />
        </Link>
      )}
    </section>
  );
}

export default function IntegrationPage({content: Body, metadata}: Props): ReactNode {
  const logo = useBaseUrl(metadata.logo);
  return (
    <Layout title={`${metadata.title} integration`} description={metadata.description}>
      <main className={styles.page}>
        <header className={styles.header}>
          <Link to="/integrations" className={styles.back}>
            All integrations
          </Link>
          <div className={styles.titleRow}>
            <img src={logo} alt="" width={64} height={64} className={styles.logo} />
            <div>
              <h1 className={styles.title}>{metadata.title}</h1>
              <p className={styles.byline}>
                By {metadata.author}
                {metadata.new && <span className={styles.badgeNew}>New</span>}
                {metadata.comingSoon && <span className={styles.badgeSoon}>Coming soon</span>}
              </p>
            </div>
          </div>
          <p className={styles.description}>{metadata.description}</p>
          {metadata.comingSoon ? (
            <Link to={metadata.upvoteUrl!} className="button button--primary">
              Ask for this integration
            </Link>
          ) : (
            <div className={styles.quickStart}>
              <h2 className={styles.quickStartTitle}>Quick start</h2>
              <CopyCommand command={metadata.install} />
            </div>
          )}
        </header>
        <div className={styles.layout}>
          <article className={styles.body}>
            {metadata.video && <ClickToPlayVideo src={metadata.video} title={`${metadata.title} with EventCatalog`} />}
            <MDXContent>
              <Body />
            </MDXContent>
            <h2 id="configuration">Configuration</h2>
            <CodeBlock language={codeLanguage(metadata.configureFile)} title={metadata.configureFile}>
              {metadata.configure}
            </CodeBlock>
          </article>
          <aside className={styles.aside}>
            <PricingBlock metadata={metadata} />
            <section className={styles.panel} aria-labelledby="docs-heading">
              <h2 id="docs-heading" className={styles.panelTitle}>
                Documentation
              </h2>
              <p className={styles.panelText}>Installation, every option and worked examples.</p>
              <Link to={metadata.href} className={styles.panelLink}>
                <BookOpen size={16} aria-hidden="true" /> Read the docs
              </Link>
            </section>
          </aside>
        </div>
      </main>
    </Layout>
  );
}
