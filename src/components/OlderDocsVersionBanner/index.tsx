import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsPreferredVersion, useDocsVersion, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import useSamePageInVersion from '@site/src/hooks/useSamePageInVersion';
import {docsReleases, type DocsVersionName} from '@site/src/data/release';

/**
 * The banner on an older docs version's pages, rendered by src/theme/DocVersionBanner after the theme's banner,
 * which docusaurus.config.ts switches off for these versions (`banner: 'none'`). It is the theme's unmaintained
 * version banner (same texts and translation ids, same classes and role) with two changes: its "latest version" link
 * leads to the same page in the current docs (the theme finds that page in the list of every doc kept in global
 * data, which this site leaves out of main.js; see src/plugins/build-tuning/lean-docs-global-data), and it names the
 * core release the version's pages were checked against. It shows on every version but the latest, as the theme's
 * unmaintained banner does by default.
 */
export default function OlderDocsVersionBanner({className}: Props): ReactNode {
  const versionMetadata = useDocsVersion();
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const latest = useLatestVersion(versionMetadata.pluginId);
  const latestPage = useSamePageInVersion(versionMetadata.pluginId).find(({version}) => version.name === latest.name);
  const {savePreferredVersionName} = useDocsPreferredVersion(versionMetadata.pluginId);
  if (versionMetadata.version === latest.name || !latestPage) return null;
  const release = (docsReleases as Record<string, (typeof docsReleases)[DocsVersionName] | undefined>)[
    versionMetadata.version
  ];
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert">
      <div>
        <Translate
          id="theme.docs.versions.unmaintainedVersionLabel"
          values={{siteTitle, versionLabel: <b>{versionMetadata.label}</b>}}>
          {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
        </Translate>
        {release && ` These pages were checked against EventCatalog core ${release.coreVersion}.`}
      </div>
      <div className="margin-top--md">
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            versionLabel: latest.label,
            latestVersionLink: (
              <b>
                <Link to={latestPage.path} onClick={() => savePreferredVersionName(latest.name)}>
                  <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
                </Link>
              </b>
            ),
          }}>
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}
