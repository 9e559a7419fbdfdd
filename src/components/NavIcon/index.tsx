import React, {type ReactElement} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  BookOpen,
  Braces,
  Building2,
  FileCode,
  GitMerge,
  Handshake,
  Library,
  LifeBuoy,
  Mail,
  MonitorPlay,
  Network,
  Newspaper,
  PencilRuler,
  Plug,
  Rocket,
  Rss,
  Scale,
  Sparkles,
  Tag,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

import BrandIcon from '@site/src/components/BrandIcon';
import type {GlyphName, MenuIcon} from '@site/src/data/navigation';

type PlainGlyph = Exclude<GlyphName, `brand-${string}`>;

// Every glyph name of the navigation data has an icon here (the type makes a
// missing one a compile error).
const glyphs: Record<PlainGlyph, LucideIcon> = {
  'book-open': BookOpen,
  network: Network,
  workflow: Workflow,
  sparkles: Sparkles,
  'pencil-ruler': PencilRuler,
  rocket: Rocket,
  'file-code': FileCode,
  plug: Plug,
  braces: Braces,
  library: Library,
  'git-merge': GitMerge,
  newspaper: Newspaper,
  handshake: Handshake,
  building: Building2,
  tag: Tag,
  'monitor-play': MonitorPlay,
  mail: Mail,
  users: Users,
  'life-buoy': LifeBuoy,
  rss: Rss,
  scale: Scale,
};

/**
 * The icon of a menu item: a lucide glyph (24 × 24, stroke 2 by default), one
 * of our brand marks, or an image such as an integration logo. Always
 * decorative: the item's name is the accessible text.
 */
export default function NavIcon({
  icon,
  className,
  size,
}: {
  icon: MenuIcon;
  className?: string;
  size?: number;
}): ReactElement {
  const imageSrc = useBaseUrl(icon.startsWith('/') ? icon : '/');
  if (icon.startsWith('/')) {
    return (
      <img
        className={className}
        src={imageSrc}
        alt=""
        width={size ?? 24}
        height={size ?? 24}
        loading="lazy"
        decoding="async"
      />
    );
  }
  if (icon.startsWith('brand-')) {
    return <BrandIcon className={className} name={icon.slice('brand-'.length) as 'github'} size={size} />;
  }
  const Glyph = glyphs[icon as PlainGlyph];
  return <Glyph className={className} size={size} aria-hidden="true" focusable="false" />;
}
