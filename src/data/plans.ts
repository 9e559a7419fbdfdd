import type {PageAction} from '@site/src/components/PageHero';
import {siteLinks} from './siteLinks';

export type Plan = {
  name: string;
  /** What a visitor pays, in words: we only print figures we publish elsewhere. */
  price: string;
  summary: string;
  includes: string[];
  action: PageAction;
  highlighted?: boolean;
};

/**
 * EventCatalog is open core: the core is MIT licensed and free; commercial
 * add-ons need a paid licence, sold per year through EventCatalog Cloud.
 */
export const plans: Plan[] = [
  {
    name: 'Community',
    price: 'Free and open source',
    summary: 'The full documentation tool, MIT licensed, self-hosted wherever you host static sites.',
    includes: [
      'Domains, services, events, commands, queries, channels and flows',
      'Teams, users and ownership on every resource',
      'Versioning, changelogs and schemas',
      'Visualiser and MDX components',
      'AsyncAPI and OpenAPI generators',
      'Community support on Discord and GitHub',
    ],
    action: {label: 'Start with the docs', to: '/docs/development/getting-started/introduction'},
  },
  {
    name: 'Starter',
    price: 'Annual licence',
    summary: 'For one team that wants commercial integrations and add-ons on top of the open-source core.',
    includes: [
      'Everything in Community',
      'Commercial integrations for one team',
      'Licence key managed in EventCatalog Cloud',
      'Email support',
    ],
    action: {label: 'Talk to us', to: '/contact-us'},
    highlighted: true,
  },
  {
    name: 'Scale',
    price: 'Annual licence',
    summary: 'For several teams documenting a shared architecture, with the add-ons that help it grow.',
    includes: [
      'Everything in Starter',
      'Licences for several teams',
      'Commercial integrations across all of them',
      'Priority email support',
    ],
    action: {label: 'Talk to us', to: '/contact-us'},
  },
  {
    name: 'Enterprise',
    price: 'Custom agreement',
    summary: 'For organisations that need procurement, invoicing and a direct line to the maintainers.',
    includes: [
      'Everything in Scale',
      'Invoice billing and custom terms',
      'Onboarding and architecture sessions',
      'A named contact for support',
    ],
    action: {label: 'Contact sales', to: '/enterprise'},
  },
];

export const pricingFaq = [
  {
    question: 'Is EventCatalog free?',
    answer:
      'Yes. The core is open source under the MIT licence: you can document every domain, service and message, and host the result yourself, without paying. Paid licences unlock commercial add-ons and integrations.',
  },
  {
    question: 'How are paid licences billed?',
    answer:
      'Licences are annual subscriptions bought through EventCatalog Cloud, paid by card or by invoice to your company.',
  },
  {
    question: 'Can I get a refund?',
    answer: 'Paid licences come with a 30-day money-back guarantee.',
  },
  {
    question: 'Where does my catalog run?',
    answer:
      'Wherever you deploy it. EventCatalog builds a static site from files in your repository; nothing about your architecture leaves your infrastructure unless you choose to publish it.',
  },
  {
    question: 'What happens if a licence lapses?',
    answer:
      'Your catalog keeps working with the open-source features. The commercial add-ons stop until the licence is renewed; your Markdown files are yours either way.',
  },
  {
    question: 'Do you offer help setting it up?',
    answer: `Yes. Our consulting services cover catalog design, generators and workshops: see the services page, or ask on Discord (${siteLinks.discord}).`,
  },
];
