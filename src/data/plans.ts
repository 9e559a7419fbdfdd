import type {PageAction} from '@site/src/components/PageHero';
import type {FaqItem} from '@site/src/components/Faq';
import {siteLinks} from './siteLinks';

/**
 * What the pricing page (/pricing) says about using EventCatalog 5, and the names of the 4.x plans that the 4.x
 * plan markers still check.
 *
 * EventCatalog 5 has no plans. @eventcatalog/core 5.0.0 and later is under the Business Source License 1.1, which
 * replaced the MIT licence and the separate commercial licence for the enterprise and federation code; every feature
 * is included with no plan or licence key (.changeset/all-features-included.md and the release notes of 14 October
 * 2026 in event-catalog/eventcatalog). Production use is allowed by the licence's additional use grant (individuals,
 * smaller organisations, public open-source projects, teaching and research, an evaluation period) or by a
 * commercial licence. The grant's exact terms (revenue and funding limits, the length of the evaluation period)
 * differ between the copies of the licence published so far, so this page describes it in general words and links
 * the licence text and the licensor's guidance. Commercial licences are sold as paid plans, and EventCatalog's
 * licence-file documentation for 5.0.0 says that on a paid plan federation is Enterprise only; no other v5 plan name
 * and no price is published here: no source settles one.
 */

export type LicenceOption = {
  name: string;
  /** What using it costs, in words: no figure that no source gives. */
  price: string;
  summary: string;
  includes: string[];
  action: PageAction;
};

/** The two ways to use EventCatalog 5 in production, as cards. */
export const licenceOptions: LicenceOption[] = [
  {
    name: 'Free use',
    price: 'No charge',
    summary: 'Production use that the licence’s additional use grant allows. In general terms, it covers:',
    includes: [
      'Individuals using EventCatalog for themselves',
      'Organisations below the size limits the licence sets',
      'Catalogs that document only a public open-source project',
      'Schools and universities, for teaching and research',
      'Any organisation during an evaluation period',
    ],
    action: {label: 'Get started', to: '/docs/development/getting-started/introduction'},
  },
  {
    name: 'Commercial licence',
    price: 'Paid plans',
    summary:
      'For production use the free grant does not cover, such as a larger organisation once its evaluation period is over. Commercial licences are sold as paid plans; ask us for the plans and their prices.',
    includes: [
      'Production use on the terms of your licence',
      'A licence file for your whole organisation, from EventCatalog Cloud',
      'On a paid plan, federation is Enterprise only',
      'Plan, terms and price agreed with EventCatalog Ltd',
    ],
    action: {label: 'Ask about a licence', to: '/contact-us'},
  },
];

/**
 * The terms of core releases up to and including 4.x, said on the pricing page and in the licence docs: the root
 * LICENSE of 4.x is MIT with src/enterprise/ under EventCatalog's commercial licence; the 5.0.0 release note says
 * 4.x stays available under the MIT licence.
 */
export const v4LicenceTerms =
  'the MIT licence, apart from the enterprise and federation code, which was under EventCatalog’s commercial licence';

export const pricingFaq: FaqItem[] = [
  {
    question: 'Is EventCatalog 5 open source?',
    answer: `No. From 5.0.0 the core is source-available under the Business Source License 1.1: the code is public, and you may copy, change and redistribute it and use it outside production, but production use needs the licence’s free grant or a commercial licence. The licence also sets a change date, at the latest four years after a release is first published, from which that release is available under the MIT licence. Releases up to and including 4.x keep the terms they were published under: ${v4LicenceTerms}.`,
  },
  {
    question: 'Do I need a plan or a licence key to switch a feature on?',
    answer:
      "No. Every feature works in every catalog, federation, the Assistant, the MCP server and authentication included. The Assistant, the MCP server and authentication still need server output (output: 'server') and their own configuration files, because they answer at request time. If you buy a commercial licence, one condition applies: on a paid plan, federation is Enterprise only.",
  },
  {
    question: 'How do we know whether the free grant covers us?',
    answer:
      'Read the additional use grant at the top of the licence: it sets the exact conditions, such as the size limits, the length of the evaluation period and how the rules apply to consultants working for a client. These answers summarise it. If you are still unsure, ask us.',
  },
  {
    question: 'Can we offer EventCatalog to others as a hosted service?',
    answer:
      'Not under the free grant: it leaves out hosted and managed offerings. Publishing a catalog that documents your own systems is not one, even when the catalog is public.',
  },
  {
    question: 'Where does the licence file come from?',
    answer:
      'Your license.jwt file comes from EventCatalog Cloud. Free users confirm their eligibility there, and commercial customers get a file with their licence. One file covers the whole organisation; the licensing page of the docs explains where to put it.',
  },
  {
    question: 'Who owns the catalog we write?',
    answer:
      'You do. The licence covers EventCatalog itself, the @eventcatalog/core package, not the documentation, schemas, diagrams and configuration you write, and new catalogs say so in their README.',
  },
  {
    question: 'We run EventCatalog 4. What changes for us?',
    answer: `Releases up to and including 4.x keep the terms they were published under: ${v4LicenceTerms}. In 4.x some features needed a paid plan and its licence key; in EventCatalog 5 all of them are included. The upgrade guide in the docs lists the steps and the other changes.`,
  },
  {
    question: 'Do you offer help setting it up?',
    answer: `Yes. Our consulting services cover catalog design, generators and workshops: see the services page, or ask on Discord (${siteLinks.discord}).`,
  },
];
