// @ts-check
/**
 * The SDK reference's TypeDoc plugin (JavaScript: TypeDoc imports plugins with Node's own loader). The SDK's functions
 * are the members of the object its default export `(path) => ({…})` returns, so TypeDoc alone would document one
 * variable. This writes an entry point with one function per member (typed by the SDK, commented from its sources),
 * completes each comment with its declaration's, routes functions to function/{name}.md with front matter, and writes
 * _families.mdx, the family index /docs/sdk includes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import ts from 'typescript';
import {Comment, Converter, PageEvent, ReflectionKind, RendererEvent} from 'typedoc';
import {MemberRouter} from 'typedoc-plugin-markdown';

import {familiesPartial, familyOf, firstParagraph, firstSentence, sdkFamilies} from './families.mjs';

/** @typedef {import('typedoc').DeclarationReflection} DeclarationReflection */

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.defineRouter('sdk-function', SdkFunctionRouter);
  // Options were read once before plugins load: the entry point's path is known.
  writeEntryPoint(app);
  /** @type {Map<string, string>} */
  const summaries = new Map();
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => combineComments(context.project, summaries));
  app.renderer.on(PageEvent.END, addFrontMatter);
  app.renderer.on(RendererEvent.END, (event) => {
    fs.writeFileSync(path.join(event.outputDirectory, '_families.mdx'), familiesPartial(summaries));
  });
}

/** Functions at function/{name}.md, the URL the docs plugin gives them; the rest as TypeDoc's member router does. */
class SdkFunctionRouter extends MemberRouter {
  /** @param {import('typedoc').Reflection} reflection */
  getIdealBaseName(reflection) {
    return reflection.kind === ReflectionKind.Function
      ? `function/${reflection.name}`
      : super.getIdealBaseName(reflection);
  }
}

/** @param {import('typedoc').Application} app */
function writeEntryPoint(app) {
  // ./typedocOptions.ts names both; this plugin writes them.
  const [entry] = app.options.getValue('entryPoints');
  const tsconfig = app.options.getValue('tsconfig');
  const sdkDir = path.dirname(createRequire(import.meta.url).resolve('@eventcatalog/sdk'));
  fs.mkdirSync(path.dirname(entry), {recursive: true});
  fs.writeFileSync(
    entry,
    entrySource(memberNames(path.join(sdkDir, 'index.d.ts')), sourceComments(path.join(sdkDir, 'index.js.map'))),
  );
  // The entry is written inside the site, so it resolves @eventcatalog/sdk from the site's node_modules.
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  fs.writeFileSync(tsconfig, JSON.stringify({compilerOptions, files: [entry]}));
}

/** The members of the object the SDK's factory returns. @param {string} declarationFile @returns {string[]} */
function memberNames(declarationFile) {
  const file = ts.createSourceFile(declarationFile, fs.readFileSync(declarationFile, 'utf8'), ts.ScriptTarget.Latest);
  const declarations = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => [...statement.declarationList.declarations]);
  const factory = declarations.find((d) => d.name.getText(file) === '_default')?.type;
  if (!factory || !ts.isFunctionTypeNode(factory) || !ts.isTypeLiteralNode(factory.type)) {
    throw new Error(
      `[sdk-reference] ${declarationFile}: expected the default export to be a factory "(path: string) => ({…})".`,
    );
  }
  return factory.type.members.map((member) => /** @type {ts.PropertyName} */ (member.name).getText(file));
}

/**
 * The SDK's source comments by function name (its declarations keep only short ones): the last doc comment before
 * each export, so a `/**` inside a string (a glob) does not start one.
 * @param {string} mapFile @returns {Map<string, string>}
 */
function sourceComments(mapFile) {
  const {sourcesContent} = /** @type {{sourcesContent: string[]}} */ (JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const documented = /(\/\*\*(?:(?!\*\/|\/\*\*)[\s\S])*\*\/)\s*export (?:const|(?:async )?function) (\w+)/g;
  return new Map(
    sourcesContent.flatMap((source) =>
      [...source.matchAll(documented)].map(([, comment, name]) => /** @type {[string, string]} */ ([name, comment])),
    ),
  );
}

/**
 * One function per SDK member, typed by the SDK (overloads included), with its source comment (`@function`: document
 * the constant as a function); `Declared` brings the declarations' comments in.
 * @param {string[]} names @param {Map<string, string>} comments
 */
function entrySource(names, comments) {
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

/** @param {readonly import('typedoc').CommentDisplayPart[]} [parts] */
const text = (parts = []) => parts.map((part) => part.text).join('');
/** The package's old name, still in some of its examples. */
const OLD_IMPORT = /(['"])@eventcatalog\/utils\1/g;

/**
 * Completes each function's source comment with its declaration's (the member of Declared): the longer summary, the
 * parameter and return descriptions, its examples if the source has none; keeps each summary's first sentence.
 * @param {import('typedoc').ProjectReflection} project @param {Map<string, string>} summaries
 */
function combineComments(project, summaries) {
  const declarations = /** @type {DeclarationReflection} */ (project.getChildByName('Declared'));
  for (const fn of /** @type {DeclarationReflection[]} */ (project.getChildrenByKind(ReflectionKind.Function))) {
    const twin = /** @type {DeclarationReflection | undefined} */ (declarations.getChildByName(fn.name));
    // A member without a comment of its own is given the section banner above it ("=== Commands ===").
    const declared = twin?.comment && !/={5,}/.test(text(twin.comment.summary)) ? twin.comment : undefined;
    const declaredSignatures = twin?.type?.type === 'reflection' ? twin.type.declaration.signatures : undefined;
    for (const [i, signature] of (fn.signatures ?? []).entries()) {
      // Overloads share the function's comment.
      const comment = (signature.comment ??= fn.comment?.clone() ?? new Comment());
      const declaredSignature = declaredSignatures?.[i];
      if (declared && text(declared.summary).length > text(comment.summary).length)
        comment.summary = Comment.cloneDisplayParts(declared.summary);
      for (const parameter of signature.parameters ?? []) {
        const description =
          declaredSignature?.parameters?.find((p) => p.name === parameter.name)?.comment?.summary ??
          declared?.getIdentifiedTag(parameter.name, '@param')?.content;
        if (description?.length) parameter.comment = new Comment(Comment.cloneDisplayParts(description));
      }
      for (const tagName of /** @type {const} */ (['@returns', '@deprecated'])) {
        const tag = declaredSignature?.comment?.getTag(tagName) ?? declared?.getTag(tagName);
        if (!tag?.content.length) continue;
        comment.removeTags(tagName);
        comment.blockTags.push(tag.clone());
      }
      if (!comment.getTag('@example'))
        comment.blockTags.push(...(declared?.getTags('@example').map((tag) => tag.clone()) ?? []));
      for (const tag of comment.getTags('@example')) {
        // A few examples in the SDK's source never close their code fence, so TypeDoc reads the code as prose
        // (braces escaped, the fence left open on the page): close it, making the example one code block again.
        const example = text(tag.content);
        if ((example.match(/^```/gm) ?? []).length % 2 === 1)
          tag.content = [{kind: 'code', text: `${example.trimEnd()}\n\`\`\``}];
        for (const part of tag.content) part.text = part.text.replace(OLD_IMPORT, '$1@eventcatalog/sdk$1');
      }
      if (i === 0) summaries.set(fn.name, firstSentence(text(comment.summary)));
      // A page with only a signature reads as broken: say at least what the function's family does.
      if (comment.summary.length === 0) {
        const family = /** @type {import('./families.mjs').SdkFamily} */ (
          sdkFamilies.find((f) => f.id === familyOf(fn.name))
        );
        const does = `${family.description[0].toLowerCase()}${family.description.slice(1)}`;
        comment.summary = [
          {kind: 'text', text: "One of the SDK's "},
          {kind: 'code', text: `\`${family.label}\``},
          {kind: 'text', text: ` functions: ${does}`},
        ];
      }
    }
    delete fn.comment;
  }
  project.removeReflection(declarations);
}

/** Front matter the docs plugin reads: URL (/docs/sdk/function/{name}), title, label, description. @param {PageEvent} page */
function addFrontMatter(page) {
  const model = /** @type {DeclarationReflection} */ (page.model);
  if (model.kind !== ReflectionKind.Function || !page.contents) return;
  const summary = firstParagraph(text(model.signatures?.[0]?.comment?.summary));
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
