import {
  BookOpenCheck,
  Boxes,
  Building2,
  Code2,
  FileStack,
  GitMerge,
  GraduationCap,
  LifeBuoy,
  Mail,
  MessageCircle,
  MessageSquare,
  Network,
  Rss,
  Search,
  ServerCog,
  ShieldCheck,
  Users,
  Wrench,
  GitPullRequest,
} from 'lucide-react';

import {featureIcons, features} from './features';
import {getStartedAction, licenceAction, licenceSummary, type MarketingPageContent} from './marketing';
import {licenceOptions, pricingFaq} from './plans';
import {siteLinks} from './siteLinks';

const createCommand = 'npx @eventcatalog/create-eventcatalog@latest my-catalog';
const contactAction = {label: 'Contact us', to: '/contact-us'};
const discordAction = {label: 'Join the Discord', to: siteLinks.discord, variant: 'secondary' as const};

/** Every marketing page's content, by route. Rendered by src/components/MarketingPage. */
export const pages = {
  home: {
    path: '/',
    title: 'Document your event-driven architecture',
    description:
      'EventCatalog documents your domains, services, events, commands, queries, channels and flows, and shows how they connect. Every feature is included.',
    hero: {
      eyebrow: 'Documentation for event-driven systems',
      title: 'Know what every event in your system means, and who owns it',
      lead: 'EventCatalog turns Markdown and the AsyncAPI and OpenAPI files you already have into a searchable website of your domains, services, messages and flows, with diagrams built from what you document.',
      actions: [getStartedAction, {label: 'Explore the demo', to: siteLinks.demo, variant: 'secondary'}],
      visual: 'catalog-preview',
      aside: {type: 'command', command: createCommand, title: 'Create a catalog'},
    },
    sections: [
      {
        kind: 'features',
        title: 'Built for systems that talk through messages',
        intro:
          'When services communicate through a broker, no single codebase shows the whole picture. A catalog does: every resource has a page, an owner and a place on the map.',
        items: [
          {
            icon: Boxes,
            title: 'Domains and services',
            text: 'Group services by business capability and record what each one sends and receives.',
          },
          {
            icon: MessageSquare,
            title: 'Events, commands, queries',
            text: 'Each message with its schema, versions, producers and consumers.',
          },
          {
            icon: Network,
            title: 'Channels',
            text: 'The topics and queues messages travel on, with addresses and protocols.',
          },
          {icon: Users, title: 'Teams and users', text: 'Ownership on every resource, so readers know who to ask.'},
        ],
      },
      {
        kind: 'split',
        title: 'See the whole system at a glance',
        paragraphs: [
          'Each domain, system, service, message, channel and flow gets a diagram built from the relationships you documented, in the visualiser and wherever its page places a node graph: who publishes an event, who consumes it, and which channel it travels on. When a service starts consuming a new event, its page and the diagram change together.',
        ],
        points: [
          'Docs as code: Markdown files reviewed in pull requests',
          'Generators for AsyncAPI, OpenAPI, EventBridge and more',
          'A static site you host anywhere, with search built in',
        ],
        visual: {type: 'visual', name: 'domain-map'},
      },
      {
        kind: 'steps',
        title: 'From zero to a published catalog',
        steps: [
          {
            title: 'Create a catalog',
            text: 'Scaffold a project with sample domains, services and messages.',
            code: createCommand,
          },
          {
            title: 'Describe your system',
            text: 'Edit the Markdown, or point a generator at your AsyncAPI and OpenAPI files.',
            code: 'npm run generate',
          },
          {
            title: 'Run it and ship it',
            text: 'Preview locally, then build a static site for any host.',
            code: 'npm run dev\nnpm run build',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Give your architecture a home',
        text: `${licenceSummary} Start with the guide, then see who may use it free of charge.`,
        actions: [getStartedAction, licenceAction],
      },
    ],
  },
  pricing: {
    path: '/pricing',
    title: 'Pricing and licence',
    description:
      'EventCatalog 5 includes every feature under the Business Source License 1.1: free for many teams, with commercial licences for other production use.',
    hero: {
      eyebrow: 'Pricing and licence',
      title: 'Every feature, one licence',
      lead: 'EventCatalog 5 includes every feature, with no plan or licence key needed to switch one on. It is source-available under the Business Source License 1.1: many teams may use it in production at no charge, and other production use needs a commercial licence.',
      actions: [
        {label: 'How licensing works', to: '/docs/development/licensing/overview'},
        {label: 'Read the licence', to: siteLinks.license, variant: 'secondary'},
      ],
    },
    sections: [
      {kind: 'pricing', title: 'Ways to use EventCatalog 5 in production', options: licenceOptions},
      {
        kind: 'split',
        title: 'Every feature, in every catalog',
        paragraphs: [
          'Free or commercial, a catalog runs the same EventCatalog. Nothing is switched on by a plan, and there is no upgrade prompt inside the catalog. One condition comes with a commercial licence: on a paid plan, federation is Enterprise only.',
        ],
        points: [
          'Federation, custom pages, custom styles and resource docs',
          'Schema diffs, the schema API and Fields Explorer lineage',
          'Analytics, embedding and private remote files',
          'The Assistant, the MCP server and authentication, with server output',
        ],
      },
      {kind: 'faq', title: 'Licensing questions', items: pricingFaq},
      {
        kind: 'cta',
        title: 'Questions about licensing?',
        text: 'Tell us how your organisation uses EventCatalog, or see what EventCatalog offers large organisations.',
        actions: [contactAction, {label: 'EventCatalog for enterprises', to: '/enterprise', variant: 'secondary'}],
      },
    ],
  },
  enterprise: {
    path: '/enterprise',
    title: 'EventCatalog for enterprises',
    description:
      'EventCatalog for large organisations: federated catalogs across teams, every feature included, commercial licences and help from the maintainers.',
    hero: {
      eyebrow: 'Enterprise',
      title: 'Architecture documentation across every team',
      lead: 'Large organisations run hundreds of services owned by dozens of teams. With federation, each team stays in charge of its own catalog and everyone gets one place to search. Every feature is included in EventCatalog 5; production use beyond the licence’s free grant needs a commercial licence.',
      actions: [contactAction, {label: 'How federation works', to: '/federation', variant: 'secondary'}],
    },
    sections: [
      {
        kind: 'features',
        title: 'What large organisations get',
        items: [
          {
            icon: GitMerge,
            title: 'Federation',
            text: 'Merge catalogs from many repositories into one site, without taking ownership away from teams.',
            href: '/federation',
          },
          {
            icon: FileStack,
            title: 'Generators',
            text: 'Fill catalogs from the AsyncAPI and OpenAPI files, registries and gateways your teams already keep.',
            href: '/integrations',
          },
          {
            icon: ShieldCheck,
            title: 'Sign-in',
            text: 'Authentication is included. It runs with server output and its own configuration file.',
          },
          {
            icon: ServerCog,
            title: 'Self-hosted',
            text: 'Your catalog is built in your pipeline and runs on your infrastructure.',
          },
          {
            icon: Building2,
            title: 'One licence file',
            text: 'A commercial licence comes as one file that covers the whole organisation.',
            href: '/pricing',
          },
          {
            icon: GraduationCap,
            title: 'Help from the maintainers',
            text: 'Consulting to model your domains and set up generators with your teams.',
            href: '/services',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Talk to the maintainers',
        text: 'Tell us about your architecture and how you work today.',
        actions: [contactAction, licenceAction],
      },
    ],
  },
  federation: {
    path: '/federation',
    title: 'Federation: one catalog from many teams',
    description:
      'Keep each team’s EventCatalog in its own repository and merge them into a single catalog for the whole organisation.',
    hero: {
      eyebrow: 'Federation',
      title: 'Many teams, many repositories, one catalog',
      lead: 'Each team documents its services where its code lives. The central catalog lists those catalogs, and one command brings them together, so the organisation gets one searchable site and every team keeps its own.',
      actions: [{label: 'Read the federation guide', to: '/docs/plugins/eventcatalog-federation/intro'}, contactAction],
    },
    sections: [
      {
        kind: 'split',
        title: 'How it works',
        paragraphs: [
          'The central catalog names each team catalog under federation.sources: a GitHub repository, or a folder on disk. Running eventcatalog federate reads every source, by default stops when two catalogs claim the same id, writes their resources into a federated/ folder and records the state of each source (its commit, for a GitHub source) in eventcatalog.lock. The next build shows them beside the central catalog’s own pages.',
          'Teams keep reviewing their docs in their own pull requests; the central site federates and rebuilds on a schedule or when a team publishes. Catalogs on other Git hosts, such as GitLab, can be merged with the Git-based federation generator, which is licensed separately from the core.',
        ],
        visual: {
          type: 'code',
          title: 'eventcatalog.config.js (central catalog)',
          language: 'js',
          code: `export default {
  title: 'Acme architecture',
  organizationName: 'Acme',
  federation: {
    sources: [
      {id: 'payments', source: 'github:acme/payments'},
      {
        id: 'shipping',
        source: 'github:acme/shipping-service',
        path: 'docs/catalog',
      },
    ],
  },
};`,
        },
      },
      {
        kind: 'features',
        title: 'Why federate',
        items: [
          {
            icon: GitPullRequest,
            title: 'Docs next to code',
            text: 'Teams document in the repository they already work in.',
          },
          {
            icon: Search,
            title: 'One search',
            text: 'Readers find any service or message without knowing which team owns it.',
          },
          {
            icon: GitMerge,
            title: 'Clashes caught early',
            text: 'By default, federation stops before writing anything when two catalogs define the same id.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Federate your catalogs',
        text: 'Federation built into the core is included in EventCatalog 5: no plan or licence key switches it on. If your organisation needs a commercial licence, ask us which one covers federation. We can also help you plan the rollout.',
        actions: [contactAction, licenceAction],
      },
    ],
  },
  services: {
    path: '/services',
    title: 'Consulting services',
    description:
      'Help from the EventCatalog maintainers: catalog setup, custom generators, architecture reviews and event-driven architecture workshops.',
    hero: {
      eyebrow: 'Consulting',
      title: 'Work with the people who build EventCatalog',
      lead: 'We help teams document event-driven systems that already exist, and design the ones that do not yet. Engagements are short, focused and leave your team able to carry on alone.',
      actions: [contactAction, {label: 'A different view of our services', to: '/services2', variant: 'secondary'}],
    },
    sections: [
      {
        kind: 'features',
        title: 'What we do',
        items: [
          {
            icon: BookOpenCheck,
            title: 'Catalog setup',
            text: 'Model your domains, agree on naming and ownership, and publish a first catalog your teams will keep up.',
          },
          {
            icon: Code2,
            title: 'Custom generators',
            text: 'Fill your catalog from the sources you trust: registries, gateways, in-house specs, built on the SDK.',
          },
          {
            icon: Network,
            title: 'Architecture reviews',
            text: 'A fresh look at message design, coupling, versioning and failure handling.',
          },
          {
            icon: GraduationCap,
            title: 'Workshops',
            text: 'Event storming and event-driven design sessions for engineers and product people.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Tell us what you are working on',
        text: 'A short call is enough to see whether we can help.',
        actions: [contactAction],
      },
    ],
  },
  services2: {
    path: '/services2',
    title: 'How a consulting engagement works',
    description:
      'How an EventCatalog consulting engagement runs: discovery, a working catalog for one domain, rollout to your teams and handover.',
    hero: {
      eyebrow: 'Consulting',
      title: 'From scattered knowledge to a catalog your teams own',
      lead: 'Most engagements follow the same four stages. Each ends with something your team can use, so you can stop after any of them.',
      actions: [contactAction, {label: 'List of services', to: '/services', variant: 'secondary'}],
    },
    sections: [
      {
        kind: 'steps',
        title: 'Four stages',
        steps: [
          {
            title: 'Discovery',
            text: 'We interview a few teams, read your specifications and agree which domain to start with.',
          },
          {
            title: 'First domain',
            text: 'We build a catalog for that domain with your engineers, including generators where specs exist.',
          },
          {title: 'Rollout', text: 'We run workshops so other teams can document their own services the same way.'},
          {
            title: 'Handover',
            text: 'We leave the conventions written down, the pipeline running and your team in charge.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Engagement questions',
        items: [
          {
            question: 'Do you work remotely?',
            answer:
              'Yes. Most work happens in your repositories and in video calls; on-site workshops can be arranged.',
          },
          {
            question: 'Do we need a commercial licence to work with you?',
            answer:
              'Not for the consulting itself, which is a service of its own. Your use of EventCatalog follows its licence, as it would without us.',
          },
          {
            question: 'Who owns what you build?',
            answer: 'You do: the catalog, the generators and the documentation stay in your repositories.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Plan an engagement',
        text: 'Tell us where you are today and what you would like to be true in three months.',
        actions: [contactAction],
      },
    ],
  },
  contact: {
    path: '/contact-us',
    title: 'Contact us',
    description:
      'Reach the EventCatalog team by email, on Discord or on GitHub, for sales, support, consulting or a question.',
    hero: {
      eyebrow: 'Contact',
      title: 'Talk to the EventCatalog team',
      lead: 'Pick the channel that fits your question.',
    },
    sections: [
      {
        kind: 'features',
        items: [
          {
            icon: Mail,
            title: 'Email',
            text: 'Licences, invoices and consulting: hello@eventcatalog.dev.',
            href: siteLinks.email,
          },
          {
            icon: MessageCircle,
            title: 'Discord',
            text: 'Questions about using EventCatalog, answered by the community and the maintainers.',
            href: siteLinks.discord,
          },
          {
            icon: GitPullRequest,
            title: 'GitHub',
            text: 'Bugs and feature requests, where everyone can follow them.',
            href: `${siteLinks.github}/issues`,
          },
        ],
      },
    ],
  },
  support: {
    path: '/support',
    title: 'Support',
    description:
      'Where to get help with EventCatalog: documentation, community support on Discord and GitHub, and answers to licensing questions.',
    hero: {
      eyebrow: 'Support',
      title: 'Get help with EventCatalog',
      lead: 'Most answers are in the documentation. When they are not, the community and the maintainers are close by.',
      actions: [{label: 'Search the docs', to: '/docs/development/getting-started/introduction'}, discordAction],
    },
    sections: [
      {
        kind: 'features',
        title: 'Ways to get help',
        items: [
          {
            icon: BookOpenCheck,
            title: 'Documentation',
            text: 'Guides, the API reference and the SDK reference.',
            href: '/docs/api/overview',
          },
          {
            icon: MessageCircle,
            title: 'Community',
            text: 'Ask on Discord; include your EventCatalog version and what you tried.',
            href: siteLinks.discord,
          },
          {
            icon: GitPullRequest,
            title: 'Bug reports',
            text: 'Open an issue with the smallest catalog that shows the problem.',
            href: `${siteLinks.github}/issues`,
          },
          {
            icon: LifeBuoy,
            title: 'Licences',
            text: 'Questions about a commercial licence or your licence file: write to hello@eventcatalog.dev.',
            href: siteLinks.email,
          },
        ],
      },
    ],
  },
  newsletter: {
    path: '/newsletter',
    title: 'Stay up to date',
    description: 'Follow EventCatalog releases by RSS, on the blog, on Discord or on GitHub.',
    hero: {
      eyebrow: 'Updates',
      title: 'Hear about new releases',
      lead: 'The blog carries release announcements and articles, and GitHub lists every release. Follow them the way you prefer.',
      actions: [{label: 'Read the blog', to: '/blog'}, discordAction],
    },
    sections: [
      {
        kind: 'features',
        items: [
          {
            icon: Rss,
            title: 'RSS and Atom',
            text: 'Subscribe to the blog feed in any reader.',
            href: 'pathname:///blog/rss.xml',
          },
          {
            icon: MessageCircle,
            title: 'Discord',
            text: 'Talk about new releases with other users and the maintainers.',
            href: siteLinks.discord,
          },
          {
            icon: GitPullRequest,
            title: 'GitHub releases',
            text: 'Watch the repository for releases only.',
            href: `${siteLinks.github}/releases`,
          },
        ],
      },
    ],
  },
  studio: {
    path: '/studio',
    title: 'EventCatalog Studio',
    description:
      'EventCatalog Studio is a visual canvas for designing event-driven architectures before you build them, then sharing the designs through Git.',
    hero: {
      eyebrow: 'Studio',
      title: 'Design event-driven systems on a canvas',
      lead: 'Studio is a visual tool for sketching domains, services and the messages between them before the first line of code. It runs in the browser; no install needed.',
      actions: [
        {label: 'Open Studio', to: siteLinks.studio},
        {label: 'Document what you built', to: '/features/documentation', variant: 'secondary'},
      ],
    },
    sections: [
      {
        kind: 'features',
        title: 'What you can do in Studio',
        items: [
          {
            icon: Boxes,
            title: 'Sketch the architecture',
            text: 'Place services, events, commands and queries, and connect them.',
          },
          {
            icon: Users,
            title: 'Review together',
            text: 'Export a design to Git and review it in a pull request, like code.',
          },
          {
            icon: Wrench,
            title: 'Try it first',
            text: 'Open the playground without an account, or sign up for a free account.',
          },
          {
            icon: Network,
            title: 'Studio inside your catalog',
            text: 'Recent EventCatalog 5 releases add canvases to the catalog itself, where colleagues and AI agents draw with its domains, services and messages.',
            href: '/docs/development/studio',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Document what you design',
        text: `When the design is built, document it in EventCatalog. ${licenceSummary}`,
        actions: [getStartedAction, licenceAction],
      },
    ],
  },
  productDocumentation: {
    path: '/product/documentation',
    title: 'EventCatalog documentation platform',
    description:
      'An overview of EventCatalog as a product: documentation, visualisation, flows, change management, AI and integrations, every feature included.',
    hero: {
      eyebrow: 'Product',
      title: 'The documentation platform for event-driven architecture',
      lead: 'EventCatalog brings everything a team needs to understand a message-driven system into one site: pages for every resource, diagrams, flows, versions and an assistant that answers questions.',
      actions: [getStartedAction, {label: 'Pricing', to: '/pricing', variant: 'secondary'}],
      visual: 'catalog-preview',
    },
    sections: [
      {
        kind: 'features',
        title: 'In the box',
        items: features.map((feature) => ({
          icon: featureIcons[feature.slug],
          title: feature.name,
          text: feature.summary,
          href: feature.page.path,
        })),
      },
      {
        kind: 'cta',
        title: 'Try it on your own system',
        text: `Scaffold a catalog and document one service today. ${licenceSummary}`,
        actions: [getStartedAction, {label: 'Browse integrations', to: '/integrations', variant: 'secondary'}],
      },
    ],
  },
} satisfies Record<string, MarketingPageContent>;
