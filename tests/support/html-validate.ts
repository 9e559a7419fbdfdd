import {HtmlValidate, StaticConfigLoader, type ConfigData} from 'html-validate';
import {fixedRedirects, legacyPluginDocPaths} from '../../src/data/redirects';

/**
 * The HTML conformance check of the built pages: html-validate's rules for
 * the HTML standard, plus its rules for whole documents (heading levels,
 * references to ids that exist, a doctype). Only what the markup Docusaurus
 * itself writes breaks is relaxed here, each with the markup that breaks it;
 * what our own code writes is fixed instead.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  elements: [
    'html5',
    {
      // Docusaurus's code blocks (theme-classic CodeBlock/Line) put each line of code in a <div> inside <code>.
      code: {permittedContent: ['@phrasing', 'div']},
    },
  ],
  rules: {
    // Docusaurus's blog sidebar (BlogSidebar/Content), before a post's h1 in the page, heads each year's posts with an h3.
    'heading-level': ['error', {minInitialRank: 'h3'}],
    // Docusaurus's own scripts and stylesheets are same-origin bundles without `integrity`; other origins still need it.
    'require-sri': ['error', {target: 'crossorigin'}],
    // Two landmarks of one kind (two banners, two navigations) need names to tell them apart for screen readers;
    // not in the presets above. It caught the blog archive's hero, once a second <header> beside the site's.
    'unique-landmark': 'error',
  },
};

export type Finding = {file: string; line: number; column: number; rule: string; message: string};

/**
 * StaticConfigLoader resolves its configuration again for every document (it merges the presets and builds the
 * element table each time); every page here has the same configuration, so it is resolved once, as html-validate's
 * file-system loader caches it per directory. The conformance spec's 592 pages took 36.3 s of CPU with a resolution
 * per page, of which about 4 s went to resolving (29 November 2026, `NODE_OPTIONS=--cpu-prof npx playwright test
 * tests/e2e/html-conformance.spec.ts --workers 1`).
 */
class ResolvedOnceConfigLoader extends StaticConfigLoader {
  private resolved?: ReturnType<StaticConfigLoader['getConfigFor']>;
  override getConfigFor(handle: string, configOverride?: ConfigData) {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    return (this.resolved ??= super.getConfigFor(handle));
  }
}

export function createValidator(): HtmlValidate {
  return new HtmlValidate(new ResolvedOnceConfigLoader(htmlValidateConfig));
}

/**
 * Findings allowed on one page only, each for markup of Docusaurus's that the page cannot change before it loads.
 * The Algolia theme's search page (SearchPage) has a docs-version menu, a <select> with no label, once the docs
 * have two versions; src/plugins/search/theme/SearchPage names it when the page loads.
 */
const allowedOnPage: {file: RegExp; rule: string}[] = [{file: /(^|\/)search\.html$/, rule: 'input-missing-label'}];

/** Every problem html-validate finds in one document, with the file it came from. */
export async function validateHtml(validator: HtmlValidate, html: string, file: string): Promise<Finding[]> {
  const report = await validator.validateString(html, file);
  return report.results
    .flatMap((result) =>
      result.messages.map(({line, column, ruleId, message}) => ({file, line, column, rule: ruleId, message})),
    )
    .filter((finding) => !allowedOnPage.some((allowed) => allowed.file.test(file) && allowed.rule === finding.rule));
}

/** "build/docs/x.html:12:40 no-dup-id: Duplicate ID "a"": where to look, and which rule. */
export const formatFinding = ({file, line, column, rule, message}: Finding) =>
  `${file}:${line}:${column} ${rule}: ${message}`;

/**
 * The pages @docusaurus/plugin-client-redirects writes for old and outside
 * addresses (src/data/redirects.ts), relative to build/: its own fixed
 * template (a meta refresh and a script), which no option of ours changes.
 */
export function redirectStubFiles(pagePaths: string[]): string[] {
  return [
    ...pagePaths.flatMap((pagePath) => legacyPluginDocPaths(pagePath) ?? []),
    ...fixedRedirects.map(({from}) => from),
  ].map((from) => `${from.slice(1)}/index.html`);
}
