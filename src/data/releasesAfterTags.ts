/**
 * Releases after 4.7.5, written by hand: the git history this site can read stops at 4.7.5. Versions come from
 * packages/core/CHANGELOG.md of later stored versions of the repository (4.7.6 to 4.12.3) and from the release
 * notes of 14 October 2026 (5.0.0), then from the vendor's docs (later 5.x). A date is given only where a source
 * states it (release listings for 4.10.0, 4.10.1, 4.10.13 and 4.10.14; the release notes for 5.0.0); <Since> prints
 * the others without a date.
 */
export const releasesAfterTags: ReadonlyArray<readonly [version: string, date?: string]> = [
  ...['4.7.6', '4.7.7', '4.7.8', '4.7.9', '4.7.10', '4.7.11', '4.7.12'].map((v) => [v] as const),
  ...['4.8.0', '4.8.1', '4.8.2', '4.8.3', '4.8.4', '4.9.0'].map((v) => [v] as const),
  ['4.10.0', '2026-08-31'],
  ['4.10.1', '2026-08-31'],
  ...[
    '4.10.2',
    '4.10.3',
    '4.10.4',
    '4.10.5',
    '4.10.6',
    '4.10.7',
    '4.10.8',
    '4.10.9',
    '4.10.10',
    '4.10.11',
    '4.10.12',
  ].map((v) => [v] as const),
  ['4.10.13', '2026-09-09'],
  ['4.10.14', '2026-09-13'],
  ...['4.10.15', '4.11.0', '4.11.1', '4.11.2', '4.12.0', '4.12.1', '4.12.2', '4.12.3'].map((v) => [v] as const),
  ['5.0.0', '2026-10-14'],
  // Later 5.x releases that the vendor's docs name as the one that added a feature documented here ("Added in
  // eventcatalog@…"): 5.1.0, the architecture reference in every build; 5.2.0, custom exports; 5.9.0,
  // ubiquitous-language.txt; 5.20.0, the generic OpenID Connect sign-in provider. No source read here gives their
  // dates, nor lists the releases between them.
  ['5.1.0'],
  ['5.2.0'],
  ['5.9.0'],
  ['5.20.0'],
];
