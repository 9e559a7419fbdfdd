/**
 * Starts scripts/serve.mjs on a port and resolves with the child process once
 * it answers HTTP requests, so callers neither guess a start-up delay nor race
 * a slow machine. Its errors (no build/, port in use) go to stderr.
 */
import {spawn} from 'node:child_process';
import https from 'node:https';

/** Whether anything answers at the URL within a second (a self-signed certificate is accepted: see serve.mjs --http2). */
function answers(url) {
  if (url.startsWith('http:'))
    return fetch(url, {signal: AbortSignal.timeout(1000)}).then(
      () => true,
      () => false,
    );
  return new Promise((resolve) => {
    const request = https.get(url, {rejectUnauthorized: false, timeout: 1000}, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

/**
 * Resolves once something answers at `url`, or throws if `child` (the process
 * meant to answer) exits first or the deadline passes; it is then killed.
 * `log` adds the child's output to the error.
 */
export async function whenAnswering(child, url, {name, timeoutMs = 15_000, log = () => ''}) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (code ${child.exitCode}) before answering at ${url}.${log()}`);
    // Each probe gives up after a second, so one stalled connection cannot outlast the deadline.
    if (await answers(url)) return child;
  }
  child.kill();
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s.${log()}`);
}

export async function startServer(port, args = [], timeoutMs = 15_000) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `${args.includes('--http2') ? 'https' : 'http'}://127.0.0.1:${port}/`;
  return whenAnswering(server, url, {name: 'scripts/serve.mjs', timeoutMs});
}
