import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {NavigationGlobalData} from '@site/src/plugins/navigation';
import {createNavigation, type Navigation} from '../data/navigation';

/** The site's menus, with the integration links read from integrations/*.mdx (src/plugins/navigation). */
export default function useNavigation(): Navigation {
  const {integrationItems} = usePluginData('navigation') as NavigationGlobalData;
  return useMemo(() => createNavigation(integrationItems), [integrationItems]);
}
