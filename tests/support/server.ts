import {spawn} from 'node:child_process';

/**
 * Starts scripts/serve.mjs (the static-host stand-in) on a port of its own and
 * resolves once it answers, polling rather than sleeping so a busy machine only
 * makes it slower, never flaky. Returns a function that stops the server.
 */
export async function startStaticServer(options: {port: number; dir?: string; base?: string}): Promise<() => void> {
  const {port, dir = 'build', base = '/'} = options;
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir, '--base', base], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (data) => (stderr += data));
  const stop = () => void server.kill();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`scripts/serve.mjs exited with ${server.exitCode}: ${stderr}`);
    const status = await fetch(`http://127.0.0.1:${port}${base}`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return stop;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`scripts/serve.mjs did not answer on port ${port} within 30 s: ${stderr}`);
}
