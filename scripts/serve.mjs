#!/usr/bin/env node
/**
 * Serves the built site the way a static host does: gzip compression, long
 * cache headers on fingerprinted assets, clean URLs without trailing slash,
 * build/404.html for unknown paths, and the response headers in build/_headers
 * (written by src/plugins/security-headers). `docusaurus serve` does none of
 * the first two, which skews page-weight and Lighthouse figures. Like the
 * site's Cloudflare worker (src/plugins/agents), it answers Accept:
 * text/markdown with a page's twin and /mcp with the docs MCP server. Like a
 * host's cache, it keeps each answer in memory once made (see fromMemoryOr).
 *
 * Usage: node scripts/serve.mjs [--port 4173] [--dir build] [--base /] [--http2]
 *
 * --http2: HTTPS with HTTP/2, as the hosts serve the site (Netlify,
 * Cloudflare Pages): many requests share one connection instead of six, and
 * repeated headers are compressed. The certificate is self-signed for
 * 127.0.0.1, made with openssl at start; a browser must be told to accept it.
 */
import http from 'node:http';
import http2 from 'node:http2';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import {prefersMarkdown, twinLinkHeader, twinOfRequestPath} from '../src/plugins/agents/twins.mjs';
import {MCP_PATH, handleMcpRequest} from '../src/plugins/agents/mcp/handler.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '4173'},
    dir: {type: 'string', default: 'build'},
    // Mount the site under another path (used to test the wrong-base-URL banner).
    base: {type: 'string', default: '/'},
    http2: {type: 'boolean', default: false},
  },
});

const root = path.resolve(values.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** Parses a Netlify-style _headers file: a path pattern line, then indented "Name: value" lines. */
function readHeadersFile(file) {
  if (!fs.existsSync(file)) return [];
  const rules = [];
  let current;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    // "! Name" removes a header an earlier rule set (Cloudflare Pages). serve-handler already lets a later
    // rule's value replace an earlier one, which is all the file uses it for.
    if (line.trim().startsWith('!')) continue;
    if (!/^\s/.test(line)) {
      const route = line.trim();
      // serve-handler matches the file it serves, a host the address: /a is the file a.html or a/index.html.
      const sources = route.includes('*')
        ? [route.replace(/\*$/, '**')]
        : route.endsWith('/')
          ? [`${route}index.html`]
          : [route, `${route}.html`, `${route}/index.html`];
      current = [];
      rules.push(...sources.map((source) => ({source, headers: current})));
    } else if (current) {
      const i = line.indexOf(':');
      current.push({key: line.slice(0, i).trim(), value: line.slice(i + 1).trim()});
    }
  }
  return rules;
}

const headers = [
  // Fingerprinted bundles never change under the same name.
  {source: 'assets/**', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
  {source: '**/*.html', headers: [{key: 'Cache-Control', value: 'public, max-age=0, must-revalidate'}]},
  ...readHeadersFile(path.join(root, '_headers')),
];

const compress = compression();

/** A file of the build by its site path, for the MCP server; undefined outside build/ or when missing. */
async function readStatic(sitePath) {
  const file = path.join(root, sitePath);
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  return fs.promises.readFile(file, 'utf8').catch(() => undefined);
}

/** Hands a request to the MCP server as a Web Request, and writes its Response back. */
async function serveMcp(req, res) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':')) headers.set(name, String(value));
  const response = await handleMcpRequest(
    new Request(new URL(req.url, `http://${req.headers.host ?? '127.0.0.1'}`), {method: req.method, headers, body}),
    readStatic,
  );
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}
const base = values.base.endsWith('/') ? values.base : `${values.base}/`;

/** A throwaway self-signed certificate for 127.0.0.1. */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-cert-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {stdio: 'ignore'},
  );
  const pair = {key: fs.readFileSync(key), cert: fs.readFileSync(cert)};
  fs.rmSync(dir, {recursive: true, force: true});
  return pair;
}

/**
 * Answers kept in memory, as a host's edge cache keeps them: a build does not change while it is served, so each
 * answer to a GET or HEAD is made once (file found, read and gzipped) and then replayed for the same request. The
 * key holds everything that chooses an answer here: method, address, the encodings accepted and whether Markdown is
 * preferred. Conditional and range requests, and /mcp, always go through. Every browser test starts with an empty
 * cache, so without this the same bundles and pages were read and gzipped again for each: over the site-crawl,
 * local-search, navigation and pages specs the server used 16.8 CPU-s, 9.4 with gzip off, and 8.3 with answers kept
 * (29 November 2026, /proc/<pid>/stat of this process around `npx playwright test` of those four files).
 */
const answers = new Map();
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function answerKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const {range, 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince} = req.headers;
  if (range || ifNoneMatch || ifModifiedSince) return undefined;
  if (new URL(req.url, 'http://localhost').pathname.endsWith(MCP_PATH)) return undefined;
  // The whole Accept-Encoding header: compression picks brotli or gzip from it. Browsers send the same one each time.
  const encodings = req.headers['accept-encoding'] ?? '';
  return [req.method, req.url, encodings, prefersMarkdown(req.headers.accept) ? 'markdown' : ''].join(' ');
}

// A new build (its index.html written again) clears the answers kept from the last one.
const buildStamp = () => fs.statSync(path.join(root, 'index.html'), {throwIfNoEntry: false})?.mtimeMs;
let answersOfBuild = buildStamp();

/** Replays the kept answer to this request, or makes it with `respond` and keeps what was sent. */
function fromMemoryOr(respond, req, res) {
  const stamp = buildStamp();
  if (stamp !== answersOfBuild) {
    answers.clear();
    answersOfBuild = stamp;
  }
  const key = answerKey(req);
  const kept = key && answers.get(key);
  if (kept) {
    res.writeHead(kept.status, kept.headers);
    res.end(req.method === 'HEAD' ? undefined : kept.body);
    return;
  }
  if (key) {
    // Installed before compression wraps the response, so what passes through here is what goes out.
    const chunks = [];
    const take = (chunk, encoding) => {
      if (chunk && typeof chunk !== 'function')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    };
    const {write, end} = res;
    res.write = function (chunk, ...rest) {
      take(chunk, rest[0]);
      return write.call(this, chunk, ...rest);
    };
    res.end = function (chunk, ...rest) {
      take(chunk, rest[0]);
      // Kept as any request may be answered again, over HTTP/1.1 or HTTP/2: without HTTP/2's pseudo-headers
      // (":status") and HTTP/1.1's connection headers, which neither protocol lets a response set for the other.
      const headers = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
      );
      if (res.statusCode < 500) answers.set(key, {status: res.statusCode, headers, body: Buffer.concat(chunks)});
      return end.call(this, chunk, ...rest);
    };
  }
  respond(req, res);
}

const respond = (req, res) => {
  compress(req, res, () => {
    if (base !== '/') {
      if (!req.url.startsWith(base)) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      req.url = req.url.slice(base.length - 1);
    }
    if (new URL(req.url, 'http://localhost').pathname === MCP_PATH) {
      serveMcp(req, res).catch((error) => {
        console.error(error);
        res.statusCode = 500;
        res.end();
      });
      return;
    }
    // Content negotiation, as the hosts do it (src/plugins/agents): a page asked for with
    // Accept: text/markdown is answered with its Markdown twin; HTML pages name their twin in a Link header.
    const pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    const twin = twinOfRequestPath(pathname);
    const twinFile = twin && path.join(root, twin);
    if (twinFile && twinFile.startsWith(root) && fs.existsSync(twinFile)) {
      res.setHeader('Vary', 'Accept');
      if ((req.method === 'GET' || req.method === 'HEAD') && prefersMarkdown(req.headers.accept)) {
        res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(twinFile));
        return;
      }
      res.setHeader('Link', twinLinkHeader(twin));
    }
    handler(req, res, {public: root, cleanUrls: true, trailingSlash: false, directoryListing: false, headers});
  });
};

const serve = (req, res) => fromMemoryOr(respond, req, res);
const server = values.http2
  ? http2.createSecureServer({...selfSignedCertificate(), allowHTTP1: true}, serve)
  : http.createServer(serve);
// Idle connections stay open for a minute, as hosts keep them, not Node's 5 s: a client that sends its next
// request on a connection just as the server closes it gets a network error ("fetch failed"), which a crawler
// such as an agent-docs checker then reports as a broken link.
server.keepAliveTimeout = 60_000;
server.headersTimeout = 61_000;

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at ${values.http2 ? 'https' : 'http'}://127.0.0.1:${values.port}${base}`);
});
