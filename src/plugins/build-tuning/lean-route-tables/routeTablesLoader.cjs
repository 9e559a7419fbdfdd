/**
 * Bundler loader for two files Docusaurus generates, in the browser build only (see index.ts for why): registry.js,
 * whose entries read
 *     "name": [() => import(/* webpackChunkName: "name" *\/ "path"), "path", require.resolveWeak("path")],
 * loses the second "path" and gets short chunk names, and routesChunkNames.json gets the same short names. A short
 * name changes only when a new chunk's name shares its prefix, so chunk files keep their names between builds.
 * Anything of another shape stops the build, so a Docusaurus upgrade that changes these files is noticed.
 */
const fs = require('node:fs');
const path = require('node:path');

const entry =
  /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("[^"]+")\), "[^"]+"(, require\.resolveWeak\("[^"]+"\)\](?:,|,?};)?)$/;

function fail(file, problem) {
  throw new Error(
    `[lean-route-tables] ${file}: ${problem}. Update src/plugins/build-tuning/lean-route-tables/routeTablesLoader.cjs ` +
      'for this version of Docusaurus.',
  );
}

/** Chunk name → the shortest prefix of it, at least 3 characters, that no other chunk's name starts with. */
function shortNames(registrySource, file) {
  const names = [];
  registrySource.split('\n').forEach((line, index) => {
    if (!line.includes('import(')) return;
    const match = entry.exec(line);
    if (!match) fail(file, `line ${index + 1} is not a registry entry of the expected shape: ${line.slice(0, 120)}`);
    if (match[2] !== match[3]) fail(file, `line ${index + 1}: the entry's key and webpackChunkName differ`);
    names.push(match[2]);
  });
  const sorted = names.sort();
  const shared = (a, b = '') => {
    let n = 0;
    while (n < a.length && a[n] === b[n]) n++;
    return n;
  };
  // In sorted order, the longest prefix a name shares with any other is the one it shares with a neighbour.
  return new Map(
    sorted.map((name, i) => {
      const longestShared = Math.max(shared(name, sorted[i - 1]), shared(name, sorted[i + 1]));
      return [name, name.slice(0, Math.max(3, longestShared + 1))];
    }),
  );
}

function registry(source, file) {
  const short = shortNames(source, file);
  return source
    .split('\n')
    .map((line) => {
      const match = entry.exec(line);
      if (!match) return line;
      const [, indent, name, , request, rest] = match;
      const to = JSON.stringify(short.get(name));
      return `${indent}${to}: [() => import(/* webpackChunkName: ${to} */ ${request}), 0${rest}`;
    })
    .join('\n');
}

function routesChunkNames(source, file, short) {
  const rename = (value, where) => {
    if (typeof value === 'string') {
      if (!short.has(value)) fail(file, `${where} names the chunk "${value}", which registry.js does not list`);
      return short.get(value);
    }
    if (Array.isArray(value)) return value.map((item, i) => rename(item, `${where}[${i}]`));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, rename(v, `${where}.${key}`)]));
    fail(file, `${where} is ${JSON.stringify(value)}, not a chunk name`);
  };
  const table = JSON.parse(source);
  return JSON.stringify(
    Object.fromEntries(Object.entries(table).map(([route, names]) => [route, rename(names, route)])),
  );
}

module.exports = function routeTablesLoader(source) {
  const file = this.resourcePath;
  if (path.basename(file) === 'registry.js') return registry(source, file);
  const registryFile = path.join(path.dirname(file), 'registry.js');
  // Both files are written together; a change of registry.js alone must still redo this one.
  this.addDependency(registryFile);
  return routesChunkNames(source, file, shortNames(fs.readFileSync(registryFile, 'utf8'), registryFile));
};

module.exports.shortNames = shortNames;
