import {devDependencies} from '../../package.json';

/**
 * The EventCatalog release the docs describe. Pages that tell the reader which
 * version they are reading about (getting started, API overview, upgrading)
 * import these values instead of writing a version by hand, so a bump happens
 * here and in package.json only.
 */
export const docsRelease = {
  /** Major version of @eventcatalog/core the docs are written for. */
  coreMajor: 4,
  /** Newest core release the docs were checked against (tag @eventcatalog/core@4.7.5, 21 August 2026). */
  coreVersion: '4.7.5',
  /** The SDK version this site pins in package.json; the SDK reference is generated from it. */
  sdkVersion: devDependencies['@eventcatalog/sdk'],
  /**
   * Oldest Node.js that builds a catalog of this release: core 4 builds with Astro 7, which requires it.
   * Every page that states the requirement (getting started, installation, upgrading, deployment) reads it here.
   */
  minimumNodeVersion: '22.12',
} as const;

/** "EventCatalog 4", the way prose names the release line. */
export const releaseName = `EventCatalog ${docsRelease.coreMajor}`;
