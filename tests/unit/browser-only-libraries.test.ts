import {test} from 'node:test';
import assert from 'node:assert/strict';
import browserOnlyLibrariesPlugin from '../../src/plugins/build-tuning/browser-only-libraries/index';

test('Mermaid resolves to an empty module in the server bundle only', async () => {
  const plugin = browserOnlyLibrariesPlugin();
  const utils = {} as never;
  const server = (await plugin.configureWebpack!({} as never, true, utils, undefined as never)) as {
    resolve: {alias: Record<string, unknown>};
  };
  assert.equal(server.resolve.alias['mermaid$'], false);
  const client = (await plugin.configureWebpack!({} as never, false, utils, undefined as never)) as {resolve?: unknown};
  assert.equal(client.resolve, undefined);
});
