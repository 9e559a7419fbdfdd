// The SDK reference's pages, written by TypeDoc. A module of its own so that
// TypeDoc and TypeScript load only when the pages are rewritten (see ./index.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import {Application, Comment, Converter, PageEvent, ReflectionKind, type CommentDisplayPart, type DeclarationReflection, type ProjectReflection} from 'typedoc';
import {load as typedocPluginMarkdown, type PluginOptions as MarkdownOptions} from 'typedoc-plugin-markdown';

import {familyOf, firstSentence, sdkFamilies} from './families';

/** The docs page supplies the title and the navigation; the front matter below, the rest. */
const markdownOptions: Partial<MarkdownOptions> = {
  hidePageTitle: true,
  hidePageHeader: true,
  hideBreadcrumbs: true,
  useCodeBlocks: true,
  expandParameters: false,
  parametersFormat: 'table',
  sanitizeComments: true,
};

/** Writes {outDir}/functions/{name}.md for every SDK function, and the family index {outDir}/_families.mdx. */
export async function generateSdkReference(siteDir: string, workDir: string, outDir: string): Promise<void> {
  await fs.mkdir(workDir, {recursive: true});
  // A declaration file: TypeDoc does not warn about comments it cannot change (the SDK's @param slips).
  const entry = path.join(workDir, 'sdk.d.ts');
  const sdkDir = path.join(siteDir, 'node_modules/@eventcatalog/sdk/dist');
  await fs.writeFile(entry, entrySource(await memberNames(path.join(sdkDir, 'index.d.ts')), await sourceComments(path.join(sdkDir, 'index.js.map'))));
  const tsconfig = path.join(workDir, 'tsconfig.json');
  const compilerOptions = {target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true, noEmit: true, types: []};
  await fs.writeFile(tsconfig, JSON.stringify({compilerOptions, files: [path.basename(entry)]}));

  const app = await Application.bootstrapWithPlugins({
    entryPoints: [entry],
    name: 'EventCatalog SDK',
    tsconfig,
    out: outDir,
    // The plugin function, not its name: TypeDoc would import a second copy of itself for it.
    plugin: [typedocPluginMarkdown],
    readme: 'none',
    disableSources: true,
    sort: ['alphabetical'],
    // The types the signatures name are not exported (only functions get pages); say nothing about that.
    validation: {notExported: false, invalidLink: true, notDocumented: false},
    // The SDK's declarations have slips (an undeclared ExportedResource, Buffer without Node types).
    skipErrorChecking: true,
    logLevel: 'Warn',
    ...markdownOptions,
  });
  const summaries = new Map<string, string>();
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => combineComments(context.project, summaries));
  app.renderer.on(PageEvent.END, addFrontMatter);
  const project = await app.convert();
  if (!project) throw new Error('[sdk-reference] TypeDoc could not read @eventcatalog/sdk; its messages above say why.');
  await app.generateOutputs(project);
  await fs.writeFile(path.join(outDir, '_families.mdx'), familiesPartial(summaries));
}

/** The members of the object the SDK's default export, a factory `(path) => ({…})`, returns. */
async function memberNames(declarationFile: string): Promise<string[]> {
  const file = ts.createSourceFile(declarationFile, await fs.readFile(declarationFile, 'utf8'), ts.ScriptTarget.Latest);
  const declarations = file.statements.filter(ts.isVariableStatement).flatMap((statement) => [...statement.declarationList.declarations]);
  const factory = declarations.find((d) => d.name.getText(file) === '_default')?.type;
  if (!factory || !ts.isFunctionTypeNode(factory) || !ts.isTypeLiteralNode(factory.type)) {
    throw new Error(`[sdk-reference] ${declarationFile}: expected the default export to be a factory "(path: string) => ({…})".`);
  }
  return factory.type.members.map((member) => member.name!.getText(file));
}

/**
 * The SDK's source comments by function name (its declarations keep only short
 * ones, without examples): the last doc comment before each export, so a `/**`
 * inside a string (a glob) does not start one.
 */
async function sourceComments(mapFile: string): Promise<Map<string, string>> {
  const {sourcesContent} = JSON.parse(await fs.readFile(mapFile, 'utf8')) as {sourcesContent: string[]};
  const documented = /(\/\*\*(?:(?!\*\/|\/\*\*)[\s\S])*\*\/)\s*export (?:const|(?:async )?function) (\w+)/g;
  return new Map(sourcesContent.flatMap((source) => [...source.matchAll(documented)].map(([, comment, name]) => [name, comment] as const)));
}

/**
 * One function per SDK member, typed by the SDK (overloads included) and
 * carrying its source comment; `@function` asks TypeDoc to document the
 * constant as a function. `Declared` brings the declarations' comments in.
 */
function entrySource(names: string[], comments: Map<string, string>): string {
  const functions = names.map((name) => {
    const comment = (comments.get(name) ?? '/** */').replace(/^\/\*\*/, '/** @function');
    return `${comment}\nexport declare const ${name}: Sdk['${name}'];`;
  });
  return [
    '// Generated by src/plugins/sdk-reference from @eventcatalog/sdk. Do not edit.',
    "import type sdk from '@eventcatalog/sdk';",
    'type Sdk = ReturnType<typeof sdk>;',
    'export interface Declared extends Sdk {}',
    // Only what is exported is documented (a declaration file exports everything otherwise).
    'export {};',
    ...functions,
    '',
  ].join('\n');
}

const text = (parts: readonly CommentDisplayPart[] = []) => parts.map((part) => part.text).join('');
/** The package's old name, still in some of its examples. */
const OLD_IMPORT = /(['"])@eventcatalog\/utils\1/g;

/**
 * Completes each function's comment (from the source) with its declaration's
 * (the member of Declared): the longer summary, the declared parameter and
 * return descriptions, its examples if the source has none. Parameters the
 * comments name but the function lacks were already dropped by TypeDoc.
 */
function combineComments(project: ProjectReflection, summaries: Map<string, string>): void {
  const declarations = project.getChildByName('Declared') as DeclarationReflection;
  for (const fn of project.getChildrenByKind(ReflectionKind.Function)) {
    const twin = declarations.getChildByName(fn.name) as DeclarationReflection | undefined;
    // A member without a comment of its own is given the section banner above it ("=== Commands ===").
    const declared = twin?.comment && !/={5,}/.test(text(twin.comment.summary)) ? twin.comment : undefined;
    const declaredSignatures = twin?.type?.type === 'reflection' ? twin.type.declaration.signatures : undefined;
    for (const [i, signature] of (fn.signatures ?? []).entries()) {
      // Overloads share the function's comment.
      const comment = (signature.comment ??= fn.comment?.clone() ?? new Comment());
      const declaredSignature = declaredSignatures?.[i];
      if (text(declared?.summary).length > text(comment.summary).length) comment.summary = Comment.cloneDisplayParts(declared!.summary);
      for (const parameter of signature.parameters ?? []) {
        const description =
          declaredSignature?.parameters?.find((p) => p.name === parameter.name)?.comment?.summary ??
          declared?.getIdentifiedTag(parameter.name, '@param')?.content;
        if (description?.length) parameter.comment = new Comment(Comment.cloneDisplayParts(description));
      }
      for (const tagName of ['@returns', '@deprecated'] as const) {
        const tag = declaredSignature?.comment?.getTag(tagName) ?? declared?.getTag(tagName);
        if (!tag?.content.length) continue;
        comment.removeTags(tagName);
        comment.blockTags.push(tag.clone());
      }
      if (!comment.getTag('@example')) comment.blockTags.push(...(declared?.getTags('@example').map((tag) => tag.clone()) ?? []));
      for (const part of comment.getTags('@example').flatMap((tag) => tag.content)) part.text = part.text.replace(OLD_IMPORT, '$1@eventcatalog/sdk$1');
      if (i === 0) summaries.set(fn.name, firstSentence(text(comment.summary)));
      // A page with only a signature reads as broken: say at least what the function's family does.
      if (comment.summary.length === 0) {
        const family = sdkFamilies.find((f) => f.id === familyOf(fn.name))!;
        const does = `${family.description[0].toLowerCase()}${family.description.slice(1)}`;
        comment.summary = [{kind: 'text', text: "One of the SDK's "}, {kind: 'code', text: `\`${family.label}\``}, {kind: 'text', text: ` functions: ${does}`}];
      }
    }
    delete fn.comment;
  }
  project.removeReflection(declarations);
}

/** Front matter the docs plugin reads: the URL (/docs/sdk/function/{name}), title, sidebar label and description. */
function addFrontMatter(page: PageEvent): void {
  const model = page.model as DeclarationReflection;
  if (model.kind !== ReflectionKind.Function || !page.contents) return;
  const summary = text(model.signatures?.[0]?.comment?.summary).split(/\n\s*\n/)[0].replace(/\s+/g, ' ').trim();
  const frontMatter = {
    slug: `/function/${model.name}`,
    title: `${model.name}()`,
    sidebar_label: model.name,
    description: `${model.name}() in the EventCatalog SDK: ${summary}`,
  };
  const lines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  // Generated pages have no file in the repository to edit.
  page.contents = ['---', ...lines, 'custom_edit_url: null', '---', page.contents].join('\n');
}

/** Plain text made safe to place in MDX prose. */
const mdxText = (value: string) => value.replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The family index /docs/sdk includes: each family, then a link and the first sentence of every function in it. */
export function familiesPartial(summaries: Map<string, string>): string {
  const names = [...summaries.keys()].sort((a, b) => a.localeCompare(b));
  const sections = sdkFamilies.flatMap((family) => {
    const items = names
      .filter((name) => familyOf(name) === family.id)
      .map((name) => `- [\`${name}\`](/docs/sdk/function/${name})${summaries.get(name) ? `: ${mdxText(summaries.get(name)!)}` : ''}`);
    if (items.length === 0) return [];
    const heading = family.id === 'other' ? family.label : `\`${family.label}\``;
    return [`### ${heading}`, '', `${family.description} ${items.length} functions.`, '', ...items, ''];
  });
  return ['{/* Generated by src/plugins/sdk-reference. Do not edit. */}', '', ...sections].join('\n');
}
