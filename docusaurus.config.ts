import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';

import {siteLinks} from './src/data/siteLinks';
import {searchThemeConfigFromEnv} from './src/plugins/search/settings';
import {blogOptions} from './src/data/blogOptions';
import {fixedRedirects, legacyPluginDocPaths} from './src/data/redirects';
import {docsNavbarItems} from './src/utils/navigation';
import {sdkPackageName, sdkTypedocOptions} from './src/plugins/sdk-reference/typedocOptions';
import remarkMarkers from './src/plugins/markers/remark';
import {blogPostsWithCards} from './src/plugins/social-cards/index';
import {tuningPluginsOf} from './src/plugins/build-tuning/tuning';

/**
 * Values that differ between deployments come from the environment, so the
 * same commit builds a preview, a production site or the test build.
 * See README.md, "Environment variables". The config is a function of the
 * environment so unit tests can build it with other values.
 */
// Bump the id when the message changes: visitors who closed the old bar see
// the new one (the dismissal is stored per id). Exported for the browser tests, which read its text from here.
export const announcementBar = {
  id: 'eventcatalog-5-2026-10',
  content:
    'EventCatalog 5 is out, with every feature included. <a href="/docs/development/guides/upgrading">How to upgrade</a>',
  isCloseable: true,
  // Variables, so the bar follows the colour mode (the theme sets these inline).
  backgroundColor: 'var(--site-announcement-bg)',
  textColor: 'var(--site-announcement-fg)',
};

// Pages are written without HTML minification. As Docusaurus configures it, the minifier leaves out optional end
// tags (</td>, </tr>, </th>, </tbody>…): browsers and spec-following parsers put them back, but the lenient parsers
// of some AI agents' tools (node-html-parser among them) then lose the page's <body>, and read a page with a table
// as one run of text. Unminified pages keep every tag, weigh about 4 % more gzip and render about a second faster.
// Docusaurus reads SKIP_HTML_MINIFICATION once, when @docusaurus/bundler's minifyHtml.js loads: the threads that
// render the pages load it after this file, but this process loaded it before, and on a one-CPU machine Docusaurus
// renders the pages here. Its minifier is therefore also replaced in this process (tests/unit/site-config.test.ts).
process.env.SKIP_HTML_MINIFICATION ??= 'true';
if (process.env.SKIP_HTML_MINIFICATION === 'true') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const minifyHtml = require('@docusaurus/bundler/lib/minifyHtml.js') as {getHtmlMinifier: unknown};
  minifyHtml.getHtmlMinifier = async () => ({minify: async (html: string) => ({code: html, warnings: []})});
}

export default function createConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const siteUrl = env.SITE_URL ?? 'https://www.eventcatalog.dev';
  // Google Analytics 4 id (G-XXXX). When unset the gtag plugin is not loaded at
  // all: no script, no request.
  const gtagTrackingId = env.GTAG_TRACKING_ID?.trim() || undefined;
  // "Edit this page" links, only when the site's source repository is public.
  const editUrl = env.DOCS_EDIT_URL?.trim() || undefined;
  // Broken links fail the build. SITE_BROKEN_LINKS=warn lets a branch that
  // links to pages another branch is still writing build in the meantime; CI
  // never sets it.
  const onBrokenLinks = env.SITE_BROKEN_LINKS === 'warn' ? 'warn' : 'throw';
  // DocSearch: Algolia when ALGOLIA_APP_ID, ALGOLIA_API_KEY and
  // ALGOLIA_INDEX_NAME are set, the site's own index otherwise.
  const search = searchThemeConfigFromEnv(env);
  // A social card per doc, SDK page, blog post and integration page; see src/plugins/social-cards.
  // SITE_SOCIAL_CARDS=off leaves the site-wide card on every page: `npm run bench` builds both ways to
  // measure what the cards add to a build.
  const socialCards = env.SITE_SOCIAL_CARDS !== 'off';
  // The plugins of src/plugins/build-tuning/ (speed and page weight only); SITE_BUILD_TUNING=off builds with stock
  // Docusaurus in their place, see src/plugins/build-tuning/tuning.ts.
  const tuningPlugins = tuningPluginsOf(env);
  const tuningPath = (name: string) => `./src/plugins/build-tuning/${name}/index.ts`;
  const tuning = (name: string) => tuningPlugins.has(name) && tuningPath(name);
  const typedocOptions = sdkTypedocOptions({
    siteDir: __dirname,
    out: path.join(__dirname, 'sdk-docs/reference'),
    workDir: path.join(__dirname, '.docusaurus/sdk-reference'),
  });

  return {
    title: 'EventCatalog',
    tagline: 'Document, visualise and share your event-driven architecture',
    // Read by the footer: the year is fixed when the site is built, so server and browser render the same text.
    // leanDocsGlobalData: whether that tuning plugin is on, for the SDK reference's docs instance (leanDocsGlobalDataOf).
    customFields: {
      copyrightYear: new Date().getFullYear(),
      leanDocsGlobalData: tuningPlugins.has('lean-docs-global-data'),
    },
    favicon: 'img/favicon.svg',
    url: siteUrl,
    baseUrl: '/',
    trailingSlash: false,
    // The integrations plugin draws logos from icon sets into the second folder at build time.
    staticDirectories: ['static', '.docusaurus/integrations-static'],
    organizationName: 'event-catalog',
    projectName: 'eventcatalog',

    // Broken links fail the build; broken anchors and Markdown links/images only warn.
    onBrokenLinks,
    onBrokenAnchors: 'warn',
    markdown: {
      mermaid: true,
      hooks: {
        onBrokenMarkdownLinks: 'warn',
        onBrokenMarkdownImages: 'warn',
      },
    },

    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {
        en: {htmlLang: 'en', direction: 'ltr', label: 'English'},
      },
    },

    future: {
      v4: {
        removeLegacyPostBuildHeadAttribute: true,
        useCssCascadeLayers: true,
        fasterByDefault: true,
        mdx1CompatDisabledByDefault: true,
        // Plain storage keys (`theme`, the announcement bar keys, the preferred
        // docs version), without a per-site suffix: the same keys whatever the
        // deployment's URL, so visitors' stored choices carry over.
        siteStorageNamespacing: false,
      },
      faster: true,
      // No page shows a last-update date or author, so the build need not read
      // the Git history of every file (about a second per build).
      experimental_vcs: false,
    },

    themes: ['@docusaurus/theme-mermaid'],

    plugins: [
      // The guides, API and plugin docs (/docs): the official docs plugin, with less global data when the build is
      // tuned; see src/plugins/build-tuning/lean-docs-global-data.
      [
        tuning('lean-docs-global-data') || '@docusaurus/plugin-content-docs',
        {
          sidebarPath: './sidebars.ts',
          editUrl,
          showLastUpdateTime: false,
          remarkPlugins: [remarkMarkers],
          // Two versions: the current docs (EventCatalog 5) at /docs, and the 4.x docs as they stood when core 5
          // came out, at /docs/4.x, under the site's banner for an older version in place of the theme's
          // (src/components/OlderDocsVersionBanner).
          lastVersion: 'current',
          versions: {
            current: {label: '5.x'},
            '4.x': {label: '4.x', path: '4.x', banner: 'none'},
          },
        },
      ],
      // The blog (/blog): the official blog plugin, with feeds that name their own address; see src/plugins/blog.
      [
        './src/plugins/blog/index.ts',
        {
          ...blogOptions,
          editUrl,
          remarkPlugins: [remarkMarkers],
          // Each post names its social card as its image, in its meta tags and its structured data.
          ...(socialCards && {processBlogPosts: blogPostsWithCards}),
        },
      ],
      // The integrations/ content type: /integrations and /integrations/{slug}.
      './src/plugins/integrations/index.ts',
      // The header, mobile menu and footer, with an entry per integration page, checked as a whole.
      './src/plugins/navigation/index.ts',
      // The SDK reference's function pages: docusaurus-plugin-typedoc (TypeDoc over @eventcatalog/sdk) writes
      // sdk-docs/reference/ (not committed) when the site starts or builds, before the docs below are read;
      // only when its inputs changed, see src/plugins/build-tuning/typedoc-when-changed.
      tuningPlugins.has('typedoc-when-changed')
        ? [tuningPath('typedoc-when-changed'), {...typedocOptions, documentedPackage: sdkPackageName}]
        : ['docusaurus-plugin-typedoc', typedocOptions],
      // The SDK reference's docs instance: the hand-written overview (/docs/sdk) beside the function pages
      // (/docs/sdk/function/{name}), grouped by family.
      [
        './src/plugins/sdk-reference/index.ts',
        {
          id: 'sdk',
          path: 'sdk-docs',
          routeBasePath: 'docs/sdk',
          sidebarPath: './src/plugins/sdk-reference/sidebars.ts',
          editUrl,
          showLastUpdateTime: false,
          remarkPlugins: [remarkMarkers],
        },
      ],
      // Markdown for agents: a Markdown twin of every page, llms.txt, llms-full.txt and the host's worker
      // (Accept: text/markdown gets a page's twin); see src/plugins/agents.
      './src/plugins/agents/index.ts',
      // The social cards (see `socialCards` above).
      socialCards && './src/plugins/social-cards/index.ts',
      // Our components and data shared by several pages go into shared chunks.
      tuning('shared-chunks'),
      // build/_headers with a CSP that allows exactly the emitted inline scripts.
      './src/plugins/security-headers/index.ts',
      // Old /docs/development/plugins/… addresses lead to /docs/plugins/…; the CSP allows
      // each redirect page's inline script by its hash (src/plugins/security-headers).
      [
        '@docusaurus/plugin-client-redirects',
        {
          createRedirects: legacyPluginDocPaths,
          redirects: fixedRedirects,
        },
      ],
      // Search, whichever engine answers: the search bar and page, and without Algolia an index of the built
      // pages; see src/plugins/search. Test builds carry the index too, and let the browser tests pick the engine.
      ['./src/plugins/search/index.ts', {engine: search.engine, testEngineSwitch: env.SITE_TEST_ROUTES === '1'}],
      // DocSearch's button and shortcuts without the rest of DocSearch in main.js, its modal's styles loaded with
      // the modal; after the search theme, whose mappings it replaces. See src/plugins/build-tuning/docsearch-on-demand.
      tuning('docsearch-on-demand'),
      // Prism and its languages load only where the browser must highlight code itself, never in main.js.
      tuning('prism-on-demand'),
      // Mermaid stays out of the server bundle: it only runs in the browser; see src/plugins/build-tuning/browser-only-libraries.
      tuning('browser-only-libraries'),
      // A rebuild reuses the minified JavaScript of unchanged chunks; see src/plugins/build-tuning/minified-js-cache.
      tuning('minified-js-cache'),
      // Shorter route tables in main.js and the runtime; see src/plugins/build-tuning/lean-route-tables.
      tuning('lean-route-tables'),
      // Route prefetching in idle time, not in one long task after hydration; see src/plugins/build-tuning/idle-prefetch.
      tuning('idle-prefetch'),
      // The plugins' global data in main.js in one order, the same in every build; see src/plugins/build-tuning/stable-global-data.
      tuning('stable-global-data'),
      // No search for a PostCSS config file before each CSS file; see src/plugins/build-tuning/postcss-config-search.
      tuning('postcss-config-search'),
      // Test-only routes (crash page); see src/plugins/test-routes.
      env.SITE_TEST_ROUTES === '1' && './src/plugins/test-routes/index.ts',
    ],

    presets: [
      [
        'classic',
        {
          // Both added under `plugins` above, wrapped.
          docs: false,
          blog: false,
          pages: {remarkPlugins: [remarkMarkers]},
          theme: {
            customCss: './src/css/custom.css',
          },
          // Test-only routes never reach the sitemap (and robots.txt disallows them).
          sitemap: {ignorePatterns: ['/test/**']},
          gtag: gtagTrackingId ? {trackingID: gtagTrackingId, anonymizeIP: true} : undefined,
        } satisfies Preset.Options,
      ],
    ],

    themeConfig: {
      algolia: search.algolia,
      image: 'img/social-card.png',
      metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
      colorMode: {
        defaultMode: 'light',
        disableSwitch: false,
        respectPrefersColorScheme: false,
      },
      announcementBar,
      docs: {
        sidebar: {hideable: false, autoCollapseCategories: false},
      },
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      mermaid: {
        theme: {light: 'default', dark: 'dark'},
      },
      // --- Navigation ---------------------------------------------------------
      // This classic navbar is shown on /docs pages only; every other page
      // gets the marketing header (src/theme/Navbar wraps this one). The
      // footer is the site's own (src/components/SiteFooter, read from
      // src/data/navigation.ts, rendered by src/theme/Footer), so there is no
      // `footer` block here: the theme's footer renders nothing.
      navbar: {
        title: 'EventCatalog',
        hideOnScroll: false,
        logo: {alt: 'EventCatalog logo', src: 'img/logo.svg'},
        items: [
          ...docsNavbarItems(),
          {to: '/blog', label: 'Blog', position: 'left'},
          // The same page in the other docs version (or that version's start page when it has no such page): the
          // site's version menu, src/components/DocsVersionMenu.
          {type: 'custom-docsVersionMenu', position: 'right'},
          {href: siteLinks.github, label: 'GitHub', position: 'right'},
        ],
      },
      // --- end Navigation ----------------------------------------------------
      prism: {
        theme: prismThemes.vsLight,
        darkTheme: prismThemes.vsDark,
        additionalLanguages: ['bash', 'json', 'yaml', 'diff', 'typescript'],
      },
    } satisfies Preset.ThemeConfig,
  };
}
