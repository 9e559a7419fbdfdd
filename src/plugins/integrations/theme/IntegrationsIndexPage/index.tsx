import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import PageHero from '@site/src/components/PageHero';
import {integrationKinds} from '../../kinds';
import type {IntegrationCardData} from '../../index';
import IntegrationCard from '../IntegrationCard';
import styles from './styles.module.css';

export default function IntegrationsIndexPage({integrations}: {integrations: IntegrationCardData[]}): ReactNode {
  const brokenLinks = useBrokenLinks();
  const groups = integrationKinds
    .map((kind) => ({...kind, items: integrations.filter((i) => i.kind === kind.id)}))
    .filter((group) => group.items.length > 0);
  return (
    <Layout
      title="Integrations"
      description="Connect EventCatalog to your specifications, brokers, schema registries, code repositories, developer portals and diagram tools.">
      <main>
        <PageHero
          eyebrow="Integrations"
          title="Bring your architecture in from where it already lives"
          lead="Generators fill your catalog from AsyncAPI and OpenAPI files, brokers, gateways and schema registries. Embeds and portal plugins take it to where your teams already work."
          actions={[{label: 'How generators work', to: '/docs/plugins/intro'}]}
        />
        <nav aria-label="Integration groups" className={styles.filters}>
          {groups.map((group) => (
            <Link key={group.id} to={`#${group.id}`} className={styles.filter}>
              {group.label} <span className={styles.count}>{group.items.length}</span>
            </Link>
          ))}
        </nav>
        {groups.map((group) => {
          // Register the section ids so the broken-anchor check knows the filter links resolve.
          brokenLinks.collectAnchor(group.id);
          return (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className={styles.group}>
              <h2 id={`${group.id}-heading`}>{group.label}</h2>
              <ul className={styles.grid}>
                {group.items.map((integration) => (
                  <IntegrationCard key={integration.slug} integration={integration} />
                ))}
              </ul>
            </section>
          );
        })}
      </main>
    </Layout>
  );
}
