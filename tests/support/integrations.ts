import path from 'node:path';

import {loadIntegrations} from '../../src/plugins/integrations/index';
import {integrationsMenu} from '../../src/plugins/navigation/index';
import {createNavigation} from '../../src/data/navigation';

const site = path.resolve(__dirname, '../..');

/** The integrations as the plugin loads them from integrations/*.mdx: tests keep no list of their own. */
export async function siteIntegrations() {
  const {integrations} = await loadIntegrations(path.join(site, 'integrations'), site, [path.join(site, 'static')]);
  return integrations;
}

/** The integration links of the menus and the footer, as the plugin hands them to the browser. */
export async function siteIntegrationsMenu() {
  return integrationsMenu(await siteIntegrations());
}

/** Every menu of the site, assembled the way the components assemble it. */
export async function siteNavigation() {
  return createNavigation(await siteIntegrationsMenu());
}
