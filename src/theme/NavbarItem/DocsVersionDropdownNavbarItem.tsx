import React, {type ReactNode} from 'react';
import {useDocsPreferredVersion, useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import useSamePageInVersion from '@site/src/hooks/useSamePageInVersion';

/**
 * The docs version menu: each version leads to the page being read, in that version, or to the version's start
 * page where it has no such page. The theme's own menu finds that page in the list of every doc kept in global
 * data, which this site leaves out of main.js (src/plugins/docs), so this one finds it by path instead. Ejected,
 * as the theme's menu takes its targets from that list; the version shown and the remembered choice are the
 * theme's own.
 */
export default function DocsVersionDropdownNavbarItem({
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
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const targets = useSamePageInVersion();
  const [displayed] = useDocsVersionCandidates(docsPluginId);
  // Outside the docs (the menu is on docs pages only) each version leads to its start page.
  const targetOf = (name: string) => targets.find(({version}) => version.name === name)?.path;
  const versionItems = (targets.length > 0 ? targets.map(({version}) => version) : [displayed]).map((version) => ({
    label: version.label,
    to: `${targetOf(version.name) ?? version.path}${search}${hash}`,
    isActive: () => version.name === displayed.name,
    onClick: () => savePreferredVersionName(version.name),
  }));
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={mobile ? translate({id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions'}) : displayed.label}
      to={mobile ? undefined : targetOf(displayed.name) ?? displayed.path}
      items={[...dropdownItemsBefore, ...versionItems, ...dropdownItemsAfter]}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
