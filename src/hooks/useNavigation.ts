import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {IntegrationsGlobalData} from '@site/src/plugins/integrations';
import {createNavigation, type Navigation} from '../data/navigation';

/** The site's menus, with the integration links the integrations plugin read from integrations/*.mdx. */
export default function useNavigation(): Navigation {
  const {menu} = usePluginData('integrations') as IntegrationsGlobalData;
  return useMemo(() => createNavigation(menu), [menu]);
}
