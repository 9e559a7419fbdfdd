#!/usr/bin/env node
/**
 * Screenshots built pages at 1280 px and 390 px wide, light and dark, for a
 * human to look at. Serves the built site (build/, or --dir) itself.
 *
 * Usage: node scripts/screenshot.mjs [--port 4310] [--dir build] [--out screenshots] [--full] /path [/other/path …]
 * Writes OUT/<name>-<width>-<mode>.png
 */
import fs from 'node:fs';
import {parseArgs} from 'node:util';
import {createRequire} from 'node:module';
import {startServer} from './start-server.mjs';

const require = createRequire(import.meta.url);
const {ensureChromium, quietChromiumArgs} = require('./browser.cjs');
const {chromium} = require('playwright-core');

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    // Not 4190: browsers and Node's fetch refuse that port (it is on the fetch standard's list of blocked ports).
    port: {type: 'string', default: '4310'},
    dir: {type: 'string', default: 'build'},
    out: {type: 'string', default: 'screenshots'},
    full: {type: 'boolean', default: false},
    widths: {type: 'string', default: '1280,390'},
    modes: {type: 'string', default: 'light,dark'},
  },
});
const paths = positionals.length ? positionals : ['/'];
fs.mkdirSync(values.out, {recursive: true});

const server = await startServer(values.port, ['--dir', values.dir]);
const browser = await chromium.launch({executablePath: ensureChromium().path, args: quietChromiumArgs});
try {
  for (const p of paths) {
    for (const width of values.widths.split(',').map(Number)) {
      for (const mode of values.modes.split(',')) {
        const context = await browser.newContext({viewport: {width, height: width < 600 ? 844 : 900}});
        await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${values.port}${p}`, {waitUntil: 'networkidle'});
        const name = p.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_') || 'home';
        const file = `${values.out}/${name}-${width}-${mode}.png`;
        await page.screenshot({path: file, fullPage: values.full});
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
}
