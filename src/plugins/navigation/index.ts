import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createNavigation, type MenuItem} from '../../data/navigation';
import {integrationMenuItems, type IntegrationMenuEntry} from '../../utils/navigation';
import {checkIntegrationsMenuOrder, validateSiteNavigation} from '../../utils/navigationChecks';
import type {IntegrationsContent} from '../integrations/index';

/**
 * The site's menus (src/data/navigation.ts) with an entry per integration page, checked as a whole once every plugin
 * has loaded its content, so that a broken menu fails the build with what to fix (src/utils/navigationChecks.ts). The
 * integration entries are the global data src/hooks/useNavigation.ts reads.
 */
export type NavigationGlobalData = {integrationItems: MenuItem[]};

/** The Integrations menu's entries, in menu order, checked together with every other menu of the site. */
export function integrationsMenu(integrations: IntegrationMenuEntry[]): MenuItem[] {
  checkIntegrationsMenuOrder(integrations);
  const items = integrationMenuItems(integrations);
  validateSiteNavigation(createNavigation(items));
  return items;
}

export default function navigationPlugin(context: LoadContext): Plugin {
  return {
    name: 'navigation',
    getPathsToWatch: () => [path.join(context.siteDir, 'src/data/navigation.ts')],
    async allContentLoaded({allContent, actions}) {
      const integrations = (allContent.integrations?.default as IntegrationsContent | undefined)?.integrations ?? [];
      actions.setGlobalData({integrationItems: integrationsMenu(integrations)} satisfies NavigationGlobalData);
    },
  };
}
