import {devDependencies} from '../../package.json';

/**
 * The EventCatalog releases the two docs versions describe. Pages that tell the reader which version they are
 * reading about (getting started, API overview, upgrading) read these values instead of writing a version by hand.
 * The current docs (docs/, at /docs) import `docsRelease`; the frozen 4.x docs (versioned_docs/version-4.x, at
 * /docs/4.x) take theirs with `releaseOf('4.x')`.
 */
export type DocsRelease = {
  /** Major version of @eventcatalog/core the docs are written for. */
  coreMajor: number;
  /** Newest core release the docs were checked against. */
  coreVersion: string;
  /** The SDK version this site pins in package.json; the one SDK reference (both versions link it) is generated from it. */
  sdkVersion: string;
  /** Oldest Node.js that builds a catalog of this release, where a source states it. */
  minimumNodeVersion?: string;
  /**
   * Newest later release whose features these docs describe, each marked on its page with <Since> the release that
   * added it (taken from the vendor's own "added in" notes, src/data/releasesAfterTags.ts). Unset: coreVersion.
   */
  newestMarkedRelease?: string;
};

export const docsReleases = {
  /** Checked against tag @eventcatalog/core@4.7.5 (21 August 2026); core 4 builds with Astro 7, which needs Node 22.12. */
  '4.x': {
    coreMajor: 4,
    coreVersion: '4.7.5',
    sdkVersion: devDependencies['@eventcatalog/sdk'],
    minimumNodeVersion: '22.12',
  },
  /**
   * Checked against core 5.0.0 (14 October 2026): its changesets and release notes. A few pages describe features of
   * later 5.x releases, marked with the release the vendor's notes name (the newest: 5.20.0, the generic OpenID
   * Connect sign-in provider). No source read here states the oldest Node.js that core 5 supports, so these pages do
   * not name one.
   */
  current: {
    coreMajor: 5,
    coreVersion: '5.0.0',
    newestMarkedRelease: '5.20.0',
    sdkVersion: devDependencies['@eventcatalog/sdk'],
  },
} as const satisfies Record<string, DocsRelease>;

export type DocsVersionName = keyof typeof docsReleases;

/** The release a docs version describes, and the way prose names its line ("EventCatalog 4"). */
export function releaseOf(version: DocsVersionName): {docsRelease: DocsRelease; releaseName: string} {
  const docsRelease: DocsRelease = docsReleases[version];
  return {docsRelease, releaseName: `EventCatalog ${docsRelease.coreMajor}`};
}

/** The current docs' release: what a reader who installs EventCatalog today gets. */
export const {docsRelease, releaseName} = releaseOf('current');
