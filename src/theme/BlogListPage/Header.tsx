import React, {createContext, useContext, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props as BlogListPageProps} from '@theme/BlogListPage';
import {blogIndexLinks} from '@site/src/data/blogOptions';

import styles from './styles.module.css';

type Metadata = BlogListPageProps['metadata'];

/** The list page's metadata, for the header its post list starts with; none on the other pages that list posts. */
export const BlogListPageMetadata = createContext<Metadata | null>(null);

/**
 * The blog's page heading (the theme's list page has no h1) and links to the archive, authors and tags pages (no
 * other page links to them), rendered by ../BlogPostItems above the posts of the list page only.
 */
export default function BlogListHeader(): ReactNode {
  const metadata = useContext(BlogListPageMetadata);
  if (!metadata) return null;
  return (
    <header className={styles.header}>
      <h1>{metadata.blogTitle}</h1>
      <p className={styles.description}>{metadata.blogDescription}</p>
      <nav aria-label="Blog index">
        <ul className="link-row">
          {blogIndexLinks.map(({label, href}) => (
            <li key={href}>
              <Link to={href}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
