import React, {useMemo, type ComponentType, type ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import MDXContent from '@theme/MDXContent';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ArrowRight, BookOpen} from 'lucide-react';

import type {IntegrationMetadata} from '../../index';
import CopyCommand from '@site/src/components/CopyCommand';
import PageActions from '@site/src/components/PageActions';
import ClickToPlayVideo from '../ClickToPlayVideo';
import SocialCard from '@site/src/plugins/social-cards/client/SocialCard';
import {coreLicence, generatorsLicence, licenceKinds} from '../../licences';
import styles from './styles.module.css';

type Props = {content: ComponentType; metadata: IntegrationMetadata};

function codeLanguage(file: string): string {
  const extension = file.split('.').pop() ?? 'js';
  return {yml: 'yaml', sh: 'bash', mdx: 'jsx'}[extension] ?? extension;
}

function Panel({id, title, children}: {id: string; title: string; children: ReactNode}): ReactNode {
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The licence panel: which licence applies, with links (core 5 has no plans, prices or licence keys). */
function LicenceBlock({metadata}: {metadata: IntegrationMetadata}): ReactNode {
  const {licence, licenceNote, licenceUrl} = metadata;
  if (!licence) return null;
  const links: {to: string; label: string}[] = {
    core: [
      {to: coreLicence.url, label: 'Read the licence'},
      {to: '/pricing', label: 'Licensing questions'},
    ],
    generators: [
      {to: generatorsLicence.docs, label: 'Who may use the generators'},
      {to: generatorsLicence.url, label: 'Read the licence'},
    ],
    own: [{to: licenceUrl!, label: 'Read the licence'}],
  }[licence];
  return (
    <Panel id="licence" title="Licence">
      <p className={styles.licenceKind}>{licenceKinds[licence]}</p>
      {licence === 'core' && <p className={styles.panelText}>{coreLicence.summary}</p>}
      {licence === 'generators' && <p className={styles.panelText}>{generatorsLicence.summary}</p>}
      {licenceNote && <p className={styles.panelText}>{licenceNote}</p>}
      <ul className={styles.panelLinks}>
        {links.map(({to, label}) => (
          <li key={to}>
            <Link to={to} className={styles.panelLink}>
              {label} <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export default function IntegrationPage({content: Body, metadata}: Props): ReactNode {
  const logo = useBaseUrl(metadata.logo);
  const cover = useBaseUrl(metadata.cover ?? '');
  // The body places the `configure` example where it writes <Configuration />.
  const components = useMemo(
    () => ({
      Configuration: () => (
        <CodeBlock language={codeLanguage(metadata.configureFile)} title={metadata.configureFile}>
          {metadata.configure}
        </CodeBlock>
      ),
    }),
    [metadata.configure, metadata.configureFile],
  );
  return (
    <Layout title={`${metadata.title} integration`} description={metadata.description}>
      <SocialCard title={metadata.title} section="Integrations" />
      <main className={styles.page}>
        <header className={styles.header}>
          <Link to="/integrations" className={styles.back} data-search-ignore>
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
            <div className={styles.pageActions}>
              <PageActions permalink={metadata.permalink} />
            </div>
          </div>
          <p className={styles.description}>{metadata.description}</p>
          {metadata.comingSoon && (
            <Link to={metadata.upvoteUrl!} className="button button--primary">
              Ask for this integration
            </Link>
          )}
          {metadata.install && (
            <div className={styles.quickStart}>
              <h2 className={styles.quickStartTitle}>Quick start</h2>
              <CopyCommand command={metadata.install} copyLabel="Copy install command" />
            </div>
          )}
        </header>
        <div className={styles.layout}>
          <article className={styles.body}>
            {metadata.cover && <img src={cover} alt="" className={styles.cover} />}
            {metadata.video && <ClickToPlayVideo src={metadata.video} title={`${metadata.title} with EventCatalog`} />}
            <MDXContent>
              <MDXProvider components={components}>
                <Body />
              </MDXProvider>
            </MDXContent>
          </article>
          <aside className={styles.aside}>
            <LicenceBlock metadata={metadata} />
            {metadata.comingSoon && (
              // Every planned integration is in the same state: said here once rather than in each page's body.
              <Panel id="status" title="Status">
                <p className={styles.panelText}>
                  Planned, not released, so there is nothing to install yet. Ask for it on the discussions board and say
                  how you would use it with {metadata.title}: that shapes what a first version covers.
                </p>
              </Panel>
            )}
            <Panel id="docs" title="Documentation">
              <p className={styles.panelText}>Installation, every option and worked examples.</p>
              <Link to={metadata.href} className={styles.panelLink}>
                <BookOpen size={16} aria-hidden="true" /> Read the docs
              </Link>
            </Panel>
          </aside>
        </div>
      </main>
    </Layout>
  );
}
