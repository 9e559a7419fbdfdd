import React, {type ReactNode} from 'react';
import {useDocsPreferredVersion, useDocsVersionCandidates, useVersions} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import useSamePageInVersion, {startPageOf} from '@site/src/hooks/useSamePageInVersion';

/**
 * The docs version menu (the navbar item `custom-docsVersionMenu`, registered by src/theme/NavbarItem/ComponentTypes):
 * each version leads to the page being read, in that version, or to the version's start page where it has no such
 * page. It takes the theme's place (`docsVersionDropdown`), whose menu finds that page in the list of every doc kept
 * in global data, which this site leaves out of main.js (src/plugins/build-tuning/lean-docs-global-data); this one
 * finds it by path. The version shown and the remembered choice come from the theme's hooks, the dropdown is the
 * theme's, and the item takes the theme's item's options.
 */
export default function DocsVersionMenu({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  versions: _versionsConfig,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  // The versions of the docs (the main docs plugin unless the item names another), on every page that shows the
  // menu: on pages of another docs plugin (the SDK reference) too.
  const pluginId = docsPluginId ?? 'default';
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const versions = useVersions(pluginId);
  const targets = useSamePageInVersion(pluginId);
  const [displayed] = useDocsVersionCandidates(pluginId);
  // The same page in each version, keeping its query and anchor; elsewhere each version's start page.
  const targetOf = (version: GlobalVersion) => {
    const samePage = targets.find((target) => target.version.name === version.name)?.path;
    return samePage ? `${samePage}${search}${hash}` : startPageOf(version);
  };
  const versionItems = versions.map((version) => ({
    label: version.label,
    to: targetOf(version),
    isActive: () => version.name === displayed.name,
    onClick: () => savePreferredVersionName(version.name),
  }));
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        mobile ? translate({id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions'}) : displayed.label
      }
      to={mobile ? undefined : targetOf(displayed)}
      items={[...dropdownItemsBefore, ...versionItems, ...dropdownItemsAfter]}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
