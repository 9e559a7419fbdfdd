import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {cardFileName, cardsPath} from '../cardName.mjs';

/**
 * Names the page's card in og:image and twitter:image, in the server's head and the one the browser keeps after
 * hydration (else the site-wide card returns). Nothing when no cards are drawn (SITE_SOCIAL_CARDS=off, `npm start`).
 */
export default function SocialCard({title, section}: {title: string; section: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const cards = usePluginData('social-cards') as {drawn: boolean} | undefined;
  if (!cards?.drawn) return null;
  const url = `${siteConfig.url.replace(/\/$/, '')}${cardsPath}/${cardFileName({title, section})}`;
  return (
    <Head>
      <meta property="og:image" content={url} />
      <meta name="twitter:image" content={url} />
    </Head>
  );
}
