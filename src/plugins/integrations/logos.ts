import fs from 'node:fs/promises';

/**
 * A `logo` of `logos:aws-eventbridge` or `simple-icons:backstage` is drawn from that icon set (npm packages, CC0-1.0,
 * see integrations/README.md) at build time into a plain SVG file, so no icon library reaches the browser.
 */
export const logoSets = {logos: '@iconify-json/logos', 'simple-icons': 'simple-icons'} as const;
type LogoSet = keyof typeof logoSets;

/** URL path under which the marks drawn from the sets are served. */
export const generatedLogoPath = (slug: string) => `/img/integrations/marks/${slug}.svg`;

type IconifyIcon = {body: string; width?: number; height?: number; left?: number; top?: number};
type IconifySet = {icons: Record<string, IconifyIcon>; width?: number; height?: number};
type SimpleIcon = {title: string; hex: string; slug?: string};

let iconify: Promise<IconifySet> | undefined;
let simpleIcons: Promise<SimpleIcon[]> | undefined;

const readJson = async <T>(id: string): Promise<T> => JSON.parse(await fs.readFile(require.resolve(id), 'utf8')) as T;

async function fromIconify(name: string): Promise<string | undefined> {
  iconify ??= readJson<IconifySet>('@iconify-json/logos/icons.json');
  const set = await iconify;
  const icon = set.icons[name];
  if (!icon) return undefined;
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}">${icon.body}</svg>\n`;
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function fromSimpleIcons(slug: string): Promise<string | undefined> {
  simpleIcons ??= readJson<SimpleIcon[]>('simple-icons/icons.json');
  const entry = (await simpleIcons).find((icon) => icon.slug === slug);
  if (!entry) return undefined;
  const source = await fs.readFile(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  const path = /<path d="([^"]+)"/.exec(source)?.[1];
  if (!path) return undefined;
  // The set's marks are one colour. On the logos' white tile a very light one (Backstage's mint) vanishes: black.
  const contrastOnWhite = 1.05 / (luminance(entry.hex) + 0.05);
  const fill = contrastOnWhite < 2 ? '000000' : entry.hex;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#${fill}" d="${path}"/></svg>\n`;
}

/** `logos:name` or `simple-icons:slug` split into its set and icon, or undefined for a file path. */
export function parseSetLogo(logo: string): {set: LogoSet; name: string} | undefined {
  const match = /^([a-z-]+):([a-z0-9-_]+)$/.exec(logo);
  if (!match || !(match[1] in logoSets)) return undefined;
  return {set: match[1] as LogoSet, name: match[2]};
}

/** The SVG of an icon from one of the sets, or undefined when the set has no such icon. */
export async function drawSetLogo(set: LogoSet, name: string): Promise<string | undefined> {
  return set === 'logos' ? fromIconify(name) : fromSimpleIcons(name);
}
