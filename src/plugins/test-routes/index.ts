import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only in the test build (SITE_TEST_ROUTES=1), for
 * behaviours a production page must never trigger on purpose, such as the
 * crash page. Production builds don't load this plugin at all.
 */
export default function testRoutesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'test-routes',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/test/crash',
        component: path.join(__dirname, 'theme/CrashTestPage/index.tsx'),
        exact: true,
      });
    },
  };
}
