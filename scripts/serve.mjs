#!/usr/bin/env node
/**
 * Serves the built site the way a static host does: gzip compression, long
 * cache headers on fingerprinted assets, clean URLs without trailing slash,
 * build/404.html for unknown paths, and the response headers in build/_headers
 * (written by src/plugins/security-headers). `docusaurus serve` does none of
 * the first two, which skews page-weight and Lighthouse figures.
 *
 * Usage: node scripts/serve.mjs [--port 4173] [--dir build] [--base /]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '4173'},
    dir: {type: 'string', default: 'build'},
    // Mount the site under another path (used to test the wrong-base-URL banner).
    base: {type: 'string', default: '/'},
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
    if (!/^\s/.test(line)) {
      current = {source: line.trim().replace(/\*$/, '**'), headers: []};
      rules.push(current);
    } else if (current) {
      const i = line.indexOf(':');
      current.headers.push({key: line.slice(0, i).trim(), value: line.slice(i + 1).trim()});
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
const base = values.base.endsWith('/') ? values.base : `${values.base}/`;

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    if (base !== '/') {
      if (!req.url.startsWith(base)) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      req.url = req.url.slice(base.length - 1);
    }
    handler(req, res, {public: root, cleanUrls: true, trailingSlash: false, directoryListing: false, headers});
  });
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${values.port}${base}`);
});
