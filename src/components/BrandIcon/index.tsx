import React, {type ReactElement, type SVGProps} from 'react';

/**
 * Small brand marks drawn for this site (lucide-react ships no brand logos).
 * They are simplified outlines in `currentColor`, sized like lucide icons
 * (24 × 24 by default), and always decorative: the link around them carries
 * the accessible name.
 */
export type BrandName = 'github' | 'discord' | 'linkedin' | 'x';

const paths: Record<BrandName, ReactElement> = {
  // A round badge with a cat's head and neck cut out of it.
  github: (
    <path
      fillRule="evenodd"
      d="M12 1.5a10.5 10.5 0 1 0 0 21 10.5 10.5 0 0 0 0-21Zm-2.4 20.1v-3.2c-2.3-.5-3.3-2.1-3.3-4.4 0-1.1.4-2.1 1.1-2.8-.2-.8-.2-1.9.3-3.1 1 0 2 .6 2.7 1.2a8.2 8.2 0 0 1 3.2 0c.7-.6 1.7-1.2 2.7-1.2.5 1.2.5 2.3.3 3.1.7.7 1.1 1.7 1.1 2.8 0 2.3-1 3.9-3.3 4.4v3.2a10.6 10.6 0 0 1-4.8 0Z"
    />
  ),
  // A rounded game-pad shape with two eyes.
  discord: (
    <path
      fillRule="evenodd"
      d="M19.3 5.4A16 16 0 0 0 15.2 4l-.6 1.2a14.6 14.6 0 0 0-5.2 0L8.8 4a16 16 0 0 0-4.1 1.4C2.2 9.1 1.5 12.7 1.8 16.2A16.3 16.3 0 0 0 6.9 18.8l1.1-1.8c-.7-.3-1.3-.6-1.9-1l.5-.4a11.6 11.6 0 0 0 10.8 0l.5.4c-.6.4-1.2.7-1.9 1l1.1 1.8a16.3 16.3 0 0 0 5.1-2.6c.4-4.1-.6-7.7-2.9-10.8ZM8.9 14.1c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6.2 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z"
    />
  ),
  // A rounded square with the letters "in".
  linkedin: (
    <path
      fillRule="evenodd"
      d="M4.5 2h15A2.5 2.5 0 0 1 22 4.5v15a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 19.5v-15A2.5 2.5 0 0 1 4.5 2ZM6 9.5v9h3v-9H6Zm1.5-4.25a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5ZM11 9.5v9h3v-4.7c0-1.3.6-2 1.6-2s1.4.7 1.4 2v4.7h3v-5.4c0-2.6-1.4-3.8-3.4-3.8-1.2 0-2 .5-2.6 1.3V9.5h-3Z"
    />
  ),
  // Two crossing strokes, one thin and one wide.
  x: (
    <path d="M3 3h5.2l4.3 5.9L17.6 3h2.6l-6.5 7.5L21 21h-5.2l-4.7-6.4L5.5 21H2.9l7-8.1L3 3Zm3.4 1.6 10.2 14.8h1.9L8.3 4.6H6.4Z" />
  ),
};

export default function BrandIcon({
  name,
  size = 24,
  ...props
}: {name: BrandName; size?: number} & SVGProps<SVGSVGElement>): ReactElement {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}>
      {paths[name]}
    </svg>
  );
}
