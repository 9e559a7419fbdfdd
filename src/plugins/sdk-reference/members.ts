import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The SDK's functions, read from the installed @eventcatalog/sdk. The package
 * default-exports a factory `(path) => ({getEvent, writeEvent, …})`, so the
 * functions are members of the returned object, not exports. Their shipped
 * `.d.ts` comments are short; the full TSDoc (with examples) survives only in
 * the source maps' `sourcesContent`, so both are read and merged here.
 */

export type SdkFamily = {id: string; label: string; description: string; match: (name: string) => boolean};

/** Families in the order the sidebar and the index list them; the first match wins. */
export const sdkFamilies: SdkFamily[] = [
  {id: 'get', label: 'get', description: 'Read one resource, or all of a kind.', match: (n) => /^get[A-Z]/.test(n)},
  {id: 'write', label: 'write', description: 'Create or replace a resource, optionally inside another.', match: (n) => /^write[A-Z]/.test(n)},
  {id: 'rm-by-id', label: 'rmById', description: 'Remove a resource by its id.', match: (n) => /^rm[A-Z]\w*ById$/.test(n)},
  {id: 'rm', label: 'rm', description: 'Remove a resource by its path in the catalog.', match: (n) => /^rm[A-Z]/.test(n)},
  {id: 'version', label: 'version', description: 'Move the current version into the versioned folder.', match: (n) => /^version[A-Z]/.test(n)},
  {id: 'has-version', label: 'hasVersion', description: 'Check whether a version of a resource exists.', match: (n) => /HasVersion$/.test(n)},
  {id: 'add-file-to', label: 'addFileTo', description: 'Attach a file to a resource.', match: (n) => n.startsWith('addFileTo')},
  {id: 'add-schema-to', label: 'addSchemaTo', description: 'Attach a schema to a message.', match: (n) => n.startsWith('addSchemaTo')},
  {id: 'add-message-to', label: 'addMessageTo', description: 'Link a message to a service, domain, channel or agent.', match: (n) => n.startsWith('addMessageTo')},
  {id: 'add-service-to', label: 'addServiceTo', description: 'Link a service to a domain or system.', match: (n) => n.startsWith('addServiceTo')},
  {id: 'add-sub-domain-to', label: 'addSubDomainTo', description: 'Nest a domain inside another.', match: (n) => n.startsWith('addSubDomainTo')},
  {
    id: 'add-ubiquitous-language-to',
    label: 'addUbiquitousLanguageTo',
    description: 'Add ubiquitous-language terms to a domain.',
    match: (n) => n.startsWith('addUbiquitousLanguageTo'),
  },
  {id: 'add-to', label: 'add…To', description: 'Other relations: entities, flows, data stores, examples and more.', match: (n) => /^add[A-Z]\w*To[A-Z]/.test(n)},
  {id: 'dump-catalog', label: 'dumpCatalog', description: 'Export the whole catalog as one object.', match: (n) => n === 'dumpCatalog'},
  {id: 'other', label: 'Other functions', description: 'Snapshots, graphs, changelogs, examples and helpers.', match: () => true},
];

export type SdkMember = {
  name: string;
  family: string;
  /** One `export declare function …;` per call signature. */
  declarations: string[];
  /** The merged TSDoc block, ready to put above the declarations. */
  comment: string;
  /** The first sentence of the description, plain text ('' when the SDK has none). */
  summary: string;
  /** What was corrected in the upstream comment, for the build log and the closing note. */
  corrections: string[];
};

export function familyOf(name: string): string {
  return sdkFamilies.find((f) => f.match(name))!.id;
}

export function sdkPackageDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '@eventcatalog', 'sdk');
}

type ParsedDoc = {summary: string; params: Map<string, string>; returns?: string; examples: string[]; deprecated?: string};

/** A forgiving reader for the TSDoc the SDK writes: summary, @param, @returns, @example, @deprecated. */
export function parseDocComment(block: string): ParsedDoc {
  const lines = block
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, ''));
  const doc: ParsedDoc = {summary: '', params: new Map(), examples: []};
  let current: {tag: string; text: string[]} = {tag: 'summary', text: []};
  const flush = () => {
    const text = current.text.join('\n').replace(/^\n+|\s+$/g, '');
    if (current.tag === 'summary') doc.summary = text;
    else if (current.tag === 'param') {
      const m = text.match(/^(?:\{[^}]*\}\s*)?\[?([\w.]+)[^\s-]*\]?\s*(?:-\s*)?([\s\S]*)$/);
      if (m) doc.params.set(m[1], m[2].trim());
    } else if (current.tag === 'returns' || current.tag === 'return') doc.returns = text;
    else if (current.tag === 'example') doc.examples.push(text);
    else if (current.tag === 'deprecated') doc.deprecated = text || 'Deprecated.';
  };
  let inFence = false;
  for (const line of lines) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const tag = !inFence && line.match(/^@(\w+)\s?(.*)$/);
    if (tag) {
      flush();
      current = {tag: tag[1], text: [tag[2]]};
    } else current.text.push(line);
  }
  flush();
  return doc;
}

/** Comments from the SDK's own sources (in the source map), by function name. */
export function sourceComments(sdkDir: string): Map<string, string> {
  const map = JSON.parse(fs.readFileSync(path.join(sdkDir, 'dist', 'index.js.map'), 'utf8')) as {
    sources: string[];
    sourcesContent: string[];
  };
  const comments = new Map<string, string>();
  map.sources.forEach((source, i) => {
    if (source.endsWith('/index.ts')) return;
    const text = map.sourcesContent[i] ?? '';
    for (const m of text.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*export (?:const|async function|function) (\w+)/g)) {
      if (!isBanner(m[1])) comments.set(m[2], m[1]);
    }
  });
  return comments;
}

/** Section banners such as "=== Commands ===" are doc comments too, but describe no function. */
export const isBanner = (block: string) => /={5,}/.test(block) && block.replace(/[/*=\s]/g, '').length < 40;

const leadingDoc = (node: ts.Node, sf: ts.SourceFile) => {
  const ranges = ts.getLeadingCommentRanges(sf.text, node.getFullStart()) ?? [];
  const docs = ranges.map((r) => sf.text.slice(r.pos, r.end)).filter((c) => c.startsWith('/**') && !isBanner(c));
  return docs.at(-1) ?? '';
};

/** The first sentence of a summary ("e.g." does not end one). */
export function firstSentence(summary: string): string {
  const flat = summary.split(/\n\s*\n/)[0].replace(/\s+/g, ' ').trim();
  const guarded = flat.replace(/\b(e\.g|i\.e|etc)\./g, (m) => m.replace(/\./g, '\u0000'));
  const sentence = guarded.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? guarded;
  return sentence.replace(/\u0000/g, '.');
}

function signatureText(sig: ts.SignatureDeclarationBase, name: string, sf: ts.SourceFile): string {
  const typeParams = sig.typeParameters ? `<${sig.typeParameters.map((t) => t.getText(sf)).join(', ')}>` : '';
  const params = sig.parameters.map((p) => p.getText(sf)).join(', ');
  return `export declare function ${name}${typeParams}(${params}): ${sig.type ? sig.type.getText(sf) : 'void'};`;
}

function renderComment(doc: ParsedDoc): string {
  const body: string[] = [];
  if (doc.summary) body.push(doc.summary, '');
  for (const [name, text] of doc.params) body.push(`@param ${name} - ${text}`);
  if (doc.returns) body.push(`@returns ${doc.returns}`);
  for (const example of doc.examples) body.push('', '@example', example);
  if (doc.deprecated) body.push('', `@deprecated ${doc.deprecated}`);
  return ['/**', ...body.map((l) => (l ? ` * ${l.replace(/\*\//g, '*\\/')}` : ' *')), ' */'].join('\n');
}

/** The package's old name still appears in its examples. */
const OLD_IMPORT = /(['"])@eventcatalog\/utils\1/g;

export function readSdkMembers(sdkDir: string): {members: SdkMember[]; declarationFile: string} {
  const declarationFile = path.join(sdkDir, 'dist', 'index.d.ts');
  const sf = ts.createSourceFile(declarationFile, fs.readFileSync(declarationFile, 'utf8'), ts.ScriptTarget.Latest, true);
  let factory: ts.TypeLiteralNode | undefined;
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  sf.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) {
        if (d.name.getText(sf) === '_default' && d.type && ts.isFunctionTypeNode(d.type) && ts.isTypeLiteralNode(d.type.type)) {
          factory = d.type.type;
        }
      }
    }
  });
  if (!factory) {
    throw new Error(
      `[sdk-reference] ${declarationFile}: expected the default export to be a factory "(path: string) => ({…})". ` +
        'The SDK changed shape; update src/plugins/sdk-reference/members.ts.',
    );
  }
  const fromSource = sourceComments(sdkDir);
  const members: SdkMember[] = [];
  for (const member of factory.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const name = member.name.getText(sf);
    let signatures: ts.SignatureDeclarationBase[] = [];
    if (ts.isFunctionTypeNode(member.type)) signatures = [member.type];
    else if (ts.isTypeReferenceNode(member.type)) {
      // A callable interface (getGraph): one declaration per overload.
      const target = interfaces.get(member.type.typeName.getText(sf));
      signatures = [...(target?.members ?? [])].filter((m): m is ts.CallSignatureDeclaration => ts.isCallSignatureDeclaration(m));
    }
    if (signatures.length === 0) {
      throw new Error(
        `[sdk-reference] ${declarationFile}: member "${name}" is not a function (type ${member.type.getText(sf).slice(0, 60)}). ` +
          'Every member of the SDK object gets a function page; teach members.ts how to document this one.',
      );
    }
    const parameterNames = new Set(signatures.flatMap((s) => s.parameters.map((p) => p.name.getText(sf))));
    const declared = parseDocComment(leadingDoc(member, sf));
    const source = fromSource.has(name) ? parseDocComment(fromSource.get(name)!) : undefined;
    const corrections: string[] = [];
    const summary = source && source.summary.length > declared.summary.length ? source.summary : declared.summary;
    const params = new Map<string, string>();
    for (const [param, text] of [...(source?.params ?? []), ...declared.params]) {
      if (parameterNames.has(param)) params.set(param, text);
      else corrections.push(`dropped @param ${param} (no such parameter)`);
    }
    let examples = source?.examples.length ? source.examples : declared.examples;
    if (examples.some((e) => OLD_IMPORT.test(e))) {
      examples = examples.map((e) => e.replace(OLD_IMPORT, '$1@eventcatalog/sdk$1'));
      corrections.push('example imports @eventcatalog/sdk instead of @eventcatalog/utils');
    }
    const family = sdkFamilies.find((f) => f.id === familyOf(name))!;
    // A page with only a signature reads as broken; say at least what family it belongs to.
    const pageSummary =
      summary || `One of the SDK's \`${family.label}\` functions: ${family.description[0].toLowerCase()}${family.description.slice(1)}`;
    members.push({
      name,
      family: family.id,
      declarations: signatures.map((s) => signatureText(s, name, sf)),
      summary: firstSentence(summary),
      comment: renderComment({
        summary: pageSummary,
        params,
        returns: declared.returns || source?.returns,
        examples,
        deprecated: declared.deprecated ?? source?.deprecated,
      }),
      corrections,
    });
  }
  return {members, declarationFile};
}

/**
 * The file TypeDoc documents: the SDK's declarations (so every type the
 * signatures name is in scope) without its exports, plus one exported function
 * per SDK member. Only the functions get pages.
 */
export function entrySource(members: SdkMember[], declarationFile: string): string {
  const original = fs.readFileSync(declarationFile, 'utf8');
  const sf = ts.createSourceFile(declarationFile, original, ts.ScriptTarget.Latest, true);
  const kept: string[] = [];
  sf.forEachChild((node) => {
    if (ts.isExportDeclaration(node) || ts.isExportAssignment(node)) return;
    if (ts.isVariableStatement(node) && node.declarationList.declarations.some((d) => d.name.getText(sf) === '_default')) return;
    kept.push(node.getFullText(sf));
  });
  const functions = members.map((m) => [m.comment, ...m.declarations].join('\n'));
  return [
    '// Generated by src/plugins/sdk-reference from @eventcatalog/sdk. Do not edit.',
    kept.join(''),
    '',
    ...functions,
    '',
  ].join('\n');
}
