import {spawn, type ChildProcess} from 'node:child_process';
import {whenAnswering} from '../../scripts/start-server.mjs';
import {isSupportedNode} from '../../scripts/supported-node.mjs';

/**
 * The Node.js that runs wrangler (which declares Node 22.12 or later): this one, when it is a supported release.
 * `npm test` always runs the suite on one (scripts/supported-node.mjs fetches one on an older machine); undefined
 * only when the browser tests are started directly on an older Node.
 */
export function nodeForWrangler(): string | undefined {
  return isSupportedNode(process.version) ? process.execPath : undefined;
}

/** `wrangler pages dev` build/ on a port, resolved once it answers; its output goes into the error if it does not. */
export async function startPagesDev(node: string, port: number, timeoutMs = 60_000): Promise<{server: ChildProcess}> {
  let output = '';
  const server = spawn(
    node,
    ['node_modules/wrangler/bin/wrangler.js', 'pages', 'dev', 'build', '--ip', '127.0.0.1', '--port', String(port)],
    {
      // No metrics and no update check: the suite runs without internet.
      env: {...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'warn', CI: 'true'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  await whenAnswering(server, `http://127.0.0.1:${port}/robots.txt`, {
    name: 'wrangler pages dev',
    timeoutMs,
    log: () => `\n${output}`,
  });
  return {server};
}
