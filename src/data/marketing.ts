import type {FeatureItem} from '@site/src/components/FeatureGrid';
import type {PageAction} from '@site/src/components/PageHero';
import type {FaqItem} from '@site/src/components/Faq';
import type {Step} from '@site/src/components/StepList';
import type {LicenceOption} from '@site/src/data/plans';

/**
 * The content model of a marketing page: a hero, then sections in order.
 * Pages are data (src/data/pages, src/data/features); MarketingPage renders
 * them, so a new page is a new object, not a new layout.
 */
/**
 * The drawings of the product a page can show (src/components/ProductVisual),
 * all drawn from the sample catalog in src/data/sampleCatalog.ts. A page shows
 * each at most once; no two feature pages lead with the same one.
 */
export const visualNames = [
  'catalog-preview',
  'resource-page',
  'service-node-graph',
  'domain-map',
  'flow-map',
  'flow-steps',
  'version-changes',
  'chat-exchange',
] as const;

export type VisualName = (typeof visualNames)[number];

/** Every visual a page shows, hero first, in page order. */
export function pageVisuals(content: MarketingPageContent): VisualName[] {
  return [
    ...(content.hero.visual ? [content.hero.visual] : []),
    ...content.sections.flatMap((s) => (s.kind === 'split' && s.visual?.type === 'visual' ? [s.visual.name] : [])),
  ];
}

export type Section =
  | {kind: 'features'; title?: string; intro?: string; items: FeatureItem[]}
  | {
      kind: 'split';
      title: string;
      paragraphs: string[];
      points?: string[];
      visual?: {type: 'visual'; name: VisualName} | {type: 'code'; title: string; language: string; code: string};
      reverse?: boolean;
    }
  | {kind: 'steps'; title: string; steps: Step[]}
  | {kind: 'faq'; title?: string; items: FaqItem[]}
  | {kind: 'pricing'; title: string; options: LicenceOption[]}
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
    /** A drawing of the product beside the text (above the command, when there is one). */
    visual?: VisualName;
    aside?: {type: 'command'; command: string; title: string};
  };
  sections: Section[];
};

export const getStartedAction: PageAction = {
  label: 'Get started',
  to: '/docs/development/getting-started/introduction',
};

/**
 * What every catalog gets and under which licence, in one sentence that pages close with. The pricing page
 * (src/data/plans.ts) says the rest: who may use it free of charge, and what a commercial licence is for.
 */
export const licenceSummary =
  'EventCatalog 5 includes every feature, with no plan or licence key, and is source-available under the Business Source License 1.1.';

export const licenceAction: PageAction = {label: 'Licence and pricing', to: '/pricing', variant: 'secondary'};
