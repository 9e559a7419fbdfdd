import type {FeatureItem} from '@site/src/components/FeatureGrid';
import type {PageAction} from '@site/src/components/PageHero';
import type {FaqItem} from '@site/src/components/Faq';
import type {Step} from '@site/src/components/StepList';
import type {Plan} from '@site/src/data/plans';

/**
 * The content model of a marketing page: a hero, then sections in order.
 * Pages are data (src/data/pages, src/data/features); MarketingPage renders
 * them, so a new page is a new object, not a new layout.
 */
export type Section =
  | {kind: 'features'; title?: string; intro?: string; items: FeatureItem[]}
  | {
      kind: 'split';
      title: string;
      paragraphs: string[];
      points?: string[];
      visual?: {type: 'diagram'} | {type: 'code'; title: string; language: string; code: string};
      reverse?: boolean;
    }
  | {kind: 'steps'; title: string; steps: Step[]}
  | {kind: 'faq'; title?: string; items: FaqItem[]}
  | {kind: 'pricing'; plans: Plan[]}
  | {kind: 'cta'; title: string; text: string; actions: PageAction[]};

export type MarketingPageContent = {
  /** Route of the page, e.g. "/pricing". */
  path: string;
  /** The document title (the site name is appended by the theme). */
  title: string;
  /** Meta description: one or two sentences, at most 160 characters. */
  description: string;
  hero: {
    eyebrow?: string;
    title: string;
    lead: string;
    actions?: PageAction[];
    aside?: {type: 'diagram'} | {type: 'command'; command: string; title: string};
  };
  sections: Section[];
};

export const getStartedAction: PageAction = {
  label: 'Get started',
  to: '/docs/development/getting-started/introduction',
};
