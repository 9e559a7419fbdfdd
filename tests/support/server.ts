import {spawn} from 'node:child_process';
import {whenAnswering} from '../../scripts/start-server.mjs';

/**
 * Starts scripts/serve.mjs (the static-host stand-in) on a port of its own and
 * resolves once it answers, polling rather than sleeping so a busy machine only
 * makes it slower, never flaky. Returns a function that stops the server.
 */
export async function startStaticServer(options: {
  port: number;
  dir?: string;
  base?: string;
  http2?: boolean;
}): Promise<() => void> {
  const {port, dir = 'build', base = '/', http2 = false} = options;
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), '--dir', dir, '--base', base, ...(http2 ? ['--http2'] : [])],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  let stderr = '';
  server.stderr!.on('data', (data) => (stderr += data));
  await whenAnswering(server, `${http2 ? 'https' : 'http'}://127.0.0.1:${port}${base}`, {
    name: 'scripts/serve.mjs',
    timeoutMs: 30_000,
    log: () => (stderr ? `\n${stderr}` : ''),
  });
  return () => void server.kill();
}
