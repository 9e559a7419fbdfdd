import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

import styles from './index.module.css';

export default function Home(): React.ReactElement {
  return (
    <Layout
      title="Document your event-driven architecture"
      description="EventCatalog is an open-source tool that documents your domains, services, events, commands, queries, channels and flows, and shows how they connect.">
      <main className={styles.hero}>
        <h1 className={styles.title}>Know what every event in your system means, and who owns it</h1>
        <p className={styles.lead}>
          EventCatalog turns Markdown and your existing AsyncAPI and OpenAPI files into a searchable website of your
          domains, services, messages and flows, with diagrams that stay in step with your code.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/development/getting-started/introduction">
            Get started
          </Link>
        </div>
      </main>
    </Layout>
  );
}
