import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Routes of the test build only (SITE_TEST_ROUTES=1), such as the crash page, which no production page may be. */
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
