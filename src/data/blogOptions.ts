import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {copyrightLine} from './navigation';

/**
 * The blog's plugin options, shared by docusaurus.config.ts and the test that
 * builds a fixture blog with a bad post (tests/unit/blog-validation.test.ts).
 */
const routeBasePath = 'blog';

export const blogOptions = {
  routeBasePath,
  // The index pages' addresses (the plugin's defaults), named here for blogIndexLinks below.
  archiveBasePath: 'archive',
  authorsBasePath: 'authors',
  tagsBasePath: 'tags',
  showReadingTime: true,
  postsPerPage: 'ALL',
  blogSidebarCount: 'ALL',
  blogTitle: 'Blog',
  blogDescription: 'Releases, guides and news from the team that builds EventCatalog.',
  blogSidebarTitle: 'All posts',
  // Tags and authors live in blog/tags.yml and blog/authors.yml; a
  // post naming anything else fails the build.
  tags: 'tags.yml',
  onInlineTags: 'throw',
  authorsMapPath: 'authors.yml',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: 'all',
    title: 'EventCatalog blog',
    description: 'Releases, guides and news from the EventCatalog team.',
    copyright: copyrightLine(new Date().getFullYear()),
    // Every post, not the default newest 20: the feeds are the blog's full index.
    limit: false,
  },
} satisfies BlogOptions;

/** The blog's index pages, linked from the top of the post list (src/theme/BlogListPage). */
export const blogIndexLinks = [
  {label: 'Archive', href: `/${routeBasePath}/${blogOptions.archiveBasePath}`},
  {label: 'Authors', href: `/${routeBasePath}/${blogOptions.authorsBasePath}`},
  {label: 'Tags', href: `/${routeBasePath}/${blogOptions.tagsBasePath}`},
];
