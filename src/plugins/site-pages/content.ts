import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {IntegrationsContent} from '../integrations/index';
import {generatedIndices, type SidebarItem} from './sidebarItems';
import {servedPath} from './routes.mjs';

/**
 * The site's content pages as the content plugins loaded them, before anything is rendered: every doc of every
 * docs instance (the docs and the SDK reference) and version, the index pages Docusaurus generates for sidebar
 * categories, the blog posts and the integration pages. The Markdown twins and llms.txt, the social cards and the
 * docs server's index are made from this one list; pages outside it (home, marketing pages, listings) are known
 * from the build (./built.ts).
 */
export type ContentPage = {
  kind: 'doc' | 'category-index' | 'blog-post' | 'integration';
  /** The address it is served at (an index page's trailing slash dropped). */
  permalink: string;
  title: string;
  description: string;
  /** The image its front matter names, if any (the social cards plugin gives blog posts their card there). */
  image: string | undefined;
};

export function contentPages(allContent: AllContent): ContentPage[] {
  const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
  const docs = instances.flatMap((instance) =>
    instance.loadedVersions.flatMap((version) => [
      ...version.docs.map((doc): ContentPage => ({
        kind: 'doc',
        permalink: servedPath(doc.permalink),
        title: doc.title,
        description: doc.description,
        image: doc.frontMatter.image,
      })),
      ...Object.values(version.sidebars)
        .flatMap((items) => generatedIndices(items as SidebarItem[]))
        .map((category): ContentPage => ({
          kind: 'category-index',
          permalink: servedPath(category.permalink),
          title: category.title,
          description: category.description ?? '',
          image: undefined,
        })),
    ]),
  );
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const integrations = allContent.integrations?.default as IntegrationsContent | undefined;
  return [
    ...docs,
    ...(blog?.blogPosts ?? []).map(({metadata}): ContentPage => ({
      kind: 'blog-post',
      permalink: metadata.permalink,
      title: metadata.title,
      description: metadata.description,
      image: metadata.frontMatter.image,
    })),
    ...(integrations?.integrations ?? [])
      .filter((integration) => integration.detailPage)
      .map((integration): ContentPage => ({
        kind: 'integration',
        permalink: integration.permalink,
        title: integration.title,
        description: integration.description ?? '',
        image: undefined,
      })),
  ].sort((a, b) => a.permalink.localeCompare(b.permalink));
}
