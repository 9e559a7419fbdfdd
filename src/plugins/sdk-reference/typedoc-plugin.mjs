// @ts-check
/**
 * A TypeDoc plugin (TypeDoc loads plugins with a native import, hence plain
 * JavaScript). typedoc-plugin-markdown always writes functions to
 * `functions/{name}.md` and no option renames that folder, so each function
 * page gets front matter with a slug that puts it at /docs/sdk/function/{name}
 * (the SDK docs instance is mounted at /docs/sdk),
 * plus the title, sidebar label and description the docs plugin shows.
 */
import {ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

/** @param {string} value */
const yamlString = (value) => JSON.stringify(value);

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (/** @type {any} */ event) => {
    const page = /** @type {MarkdownPageEvent} */ (event);
    const model = /** @type {import('typedoc').DeclarationReflection} */ (page.model);
    if (model.kind !== ReflectionKind.Function || !page.contents) return;
    const summary = (model.signatures?.[0]?.comment?.summary ?? [])
      .map((part) => part.text)
      .join('')
      .split(/\n\s*\n/)[0]
      .replace(/\s+/g, ' ')
      .trim();
    const description = summary
      ? `${model.name}() in the EventCatalog SDK: ${summary}`
      : `Reference for ${model.name}() in the EventCatalog SDK: signature, parameters and return type.`;
    const frontMatter = [
      '---',
      `slug: ${yamlString(`/function/${model.name}`)}`,
      `title: ${yamlString(`${model.name}()`)}`,
      `sidebar_label: ${yamlString(model.name)}`,
      `description: ${yamlString(description)}`,
      '---',
      '',
    ].join('\n');
    page.contents = frontMatter + page.contents;
  });
}
