import {
  BookOpen,
  Bot,
  Boxes,
  FileClock,
  GitBranch,
  History,
  KeyRound,
  Layers,
  Map as MapIcon,
  MessageSquare,
  Network,
  PenTool,
  Route,
  Rss,
  ServerCog,
  ShieldAlert,
  Sparkles,
  Tags,
  Users,
  Workflow,
} from 'lucide-react';

import {getStartedAction, licenceAction, licenceSummary, type MarketingPageContent} from './marketing';
import {siteLinks} from './siteLinks';

/**
 * The feature pages (/features/{slug}). The home page lists them from here
 * too, so a feature's name and summary are written once.
 */
export type Feature = {
  slug: 'documentation' | 'visualization' | 'business-flows' | 'change' | 'ai-assistant';
  name: string;
  summary: string;
  page: MarketingPageContent;
};

const demoAction = {label: 'Explore the demo', to: siteLinks.demo, variant: 'secondary' as const};

export const features: Feature[] = [
  {
    slug: 'documentation',
    name: 'Documentation',
    summary: 'Every domain, service and message as a Markdown page, with owners, schemas and versions.',
    page: {
      path: '/features/documentation',
      title: 'Documentation for event-driven architectures',
      description:
        'Describe domains, services, events, commands, queries and channels in Markdown, and publish them as one searchable catalog.',
      hero: {
        eyebrow: 'Documentation',
        title: 'One place to look up any message in your system',
        lead: 'EventCatalog gives each domain, service, event, command, query and channel its own page, written in Markdown next to your code and linked to everything it touches.',
        actions: [getStartedAction, demoAction],
        visual: 'resource-page',
      },
      sections: [
        {
          kind: 'features',
          title: 'What a catalog holds',
          items: [
            {
              icon: Boxes,
              title: 'Domains',
              text: 'Group services by business capability, with subdomains and a ubiquitous language.',
            },
            {
              icon: Layers,
              title: 'Services',
              text: 'List what each service sends and receives, and where its code and specifications live.',
            },
            {
              icon: MessageSquare,
              title: 'Messages',
              text: 'Events, commands and queries, each with its schema, producers and consumers.',
            },
            {
              icon: Network,
              title: 'Channels',
              text: 'Topics, queues and routes, with their address, protocols and parameters.',
            },
            {icon: Users, title: 'Teams and users', text: 'Owners on every resource, so readers know who to ask.'},
            {
              icon: Tags,
              title: 'Badges and custom docs',
              text: 'Label resources, and add runbooks or decision records beside them.',
            },
          ],
        },
        {
          kind: 'split',
          title: 'Plain files, reviewed like code',
          paragraphs: [
            'A resource is a folder with an index.mdx file. Its front matter holds the facts (id, name, version, owners; a service also lists what it sends and receives); the body holds the explanation. Everything lives in Git, so a change to the architecture and a change to its documentation can be one pull request.',
            'MDX lets a page embed a schema viewer, a node graph or a table of messages, so the prose and the live data sit together.',
          ],
          visual: {
            type: 'code',
            title: 'events/OrderPlaced/index.mdx',
            language: 'mdx',
            code: `---
id: OrderPlaced
name: Order placed
version: 2.0.0
summary: Raised when a customer completes checkout.
owners:
  - commerce-team
schemaPath: schema.json
---

## When it is raised

After payment is authorised and stock is reserved.

<Schema file="schema.json" />`,
          },
        },
        {
          kind: 'split',
          title: 'Generated from the specifications you already keep',
          paragraphs: [
            'Writing every message by hand does not scale. Generators read AsyncAPI and OpenAPI files, schema registries and API gateways, and write the matching services and messages into your catalog, keeping the prose you added.',
          ],
          points: [
            'AsyncAPI and OpenAPI generators',
            'Brokers and registries such as Amazon EventBridge and Confluent',
            'The SDK, for generators of your own',
          ],
          reverse: true,
        },
        {
          kind: 'cta',
          title: 'Document your first service',
          text: `Scaffold a catalog, add one service and one event, and run it locally. ${licenceSummary}`,
          actions: [getStartedAction, {label: 'Browse integrations', to: '/integrations', variant: 'secondary'}],
        },
      ],
    },
  },
  {
    slug: 'visualization',
    name: 'Visualisation',
    summary: 'Diagrams drawn from your documentation, so they never drift from it.',
    page: {
      path: '/features/visualization',
      title: 'Visualise your event-driven architecture',
      description:
        'Interactive diagrams of domains, services and messages, generated from your catalog so they stay current as the system changes.',
      hero: {
        eyebrow: 'Visualisation',
        title: 'Diagrams that update themselves',
        lead: 'Every domain, service and message in EventCatalog has a diagram of what it is connected to, in the visualiser and on any page that places a node graph, drawn from the same front matter that documents it. Change the docs and the diagram follows.',
        actions: [getStartedAction, demoAction],
        visual: 'service-node-graph',
      },
      sections: [
        {
          kind: 'features',
          title: 'Ways to see the system',
          items: [
            {
              icon: Network,
              title: 'Resource diagrams',
              text: 'Producers, consumers and channels around any service or message, laid out for you.',
            },
            {
              icon: MapIcon,
              title: 'Three levels',
              text: 'Diagrams switch between L1 for domains and systems, L2 for services and data stores, and L3, which adds messages and channels.',
            },
            {
              icon: Workflow,
              title: 'Flows',
              text: 'Business processes step by step, grouped by domain, system or team if you like.',
            },
            {
              icon: PenTool,
              title: 'Your own diagrams',
              text: 'Mermaid in Markdown, and embeds of Miro, Lucid, draw.io and FigJam boards.',
            },
          ],
        },
        {
          kind: 'split',
          title: 'Drawn from the documentation, not beside it',
          paragraphs: [
            'Hand-drawn architecture diagrams are out of date the week after the workshop. EventCatalog builds its diagrams from the relationships you already declare: a service that lists an event under sends is drawn as its producer, one that lists it under receives as a consumer.',
            'Add the NodeGraph component to any page to place the diagram where the reader needs it.',
          ],
          visual: {type: 'visual', name: 'domain-map'},
        },
        {
          kind: 'split',
          title: 'Processes as well as structure',
          paragraphs: [
            'A flow becomes a chart on its own page: each step is a node for the person, service or message it names, and each arrow carries the label you gave that branch.',
          ],
          visual: {type: 'visual', name: 'flow-map'},
          reverse: true,
        },
        {
          kind: 'cta',
          title: 'See a catalog drawn from real files',
          text: `The demo catalog shows these diagrams for a sample system. ${licenceSummary}`,
          actions: [
            {label: 'Open the demo', to: siteLinks.demo},
            {label: 'Read the docs', to: '/docs/development/getting-started/introduction', variant: 'secondary'},
          ],
        },
      ],
    },
  },
  {
    slug: 'business-flows',
    name: 'Business flows',
    summary: 'Follow a business process across services, messages, people and outside systems.',
    page: {
      path: '/features/business-flows',
      title: 'Business flows',
      description:
        'Document business processes as flows that connect people, services, messages and external systems, and see each one as a diagram.',
      hero: {
        eyebrow: 'Business flows',
        title: 'Show how a business process really runs',
        lead: 'A flow describes a process such as "customer places an order" as steps: who acts, which message is sent, which service reacts, and what happens next. Product, support and engineering read the same picture.',
        actions: [getStartedAction, demoAction],
        visual: 'flow-steps',
      },
      sections: [
        {
          kind: 'split',
          title: 'Steps that point at real resources',
          paragraphs: [
            'Each step of a flow has an id and points at one thing at most, such as an actor, a message, a channel, a service, a data store, an external system or another flow. Its title is optional: without one, the step shows the name of what it points at. Steps name the step or steps that follow, with labels for the branches.',
            'Because steps point at catalog resources by id, with an optional version, the flow links straight to the documentation of every event and service it passes through.',
          ],
          visual: {
            type: 'code',
            title: 'flows/PlaceOrder/index.mdx',
            language: 'yaml',
            code: `---
id: PlaceOrder
name: Customer places an order
version: 1.0.0
steps:
  - id: customer
    title: Customer submits the basket
    actor:
      name: Customer
    next_step:
      id: checkout
  - id: checkout
    title: Checkout takes payment
    service:
      id: Checkout
      version: 1.2.0
    next_step:
      id: order-placed
      label: Payment authorised
  - id: order-placed
    title: Order placed
    message:
      id: OrderPlaced
      version: 2.0.0
---`,
          },
        },
        {
          kind: 'features',
          title: 'Why teams write flows',
          items: [
            {
              icon: Route,
              title: 'Onboarding',
              text: 'New engineers see the path of a request before they read any code.',
            },
            {icon: ShieldAlert, title: 'Incidents', text: 'Support can trace which services a broken process touches.'},
            {icon: GitBranch, title: 'Branches', text: 'Show the happy path and the failure paths side by side.'},
          ],
        },
        {
          kind: 'cta',
          title: 'Write your first flow',
          text: `The flows guide walks through steps, branches and grouping a flow by domain, system or team. ${licenceSummary}`,
          actions: [{label: 'Read the flows guide', to: '/docs/development/guides/flows'}, licenceAction],
        },
      ],
    },
  },
  {
    slug: 'change',
    name: 'Change management',
    summary: 'Versions, changelogs and deprecations, so consumers see change coming.',
    page: {
      path: '/features/change',
      title: 'Manage change to events and APIs',
      description:
        'Version every message and service, keep a changelog per version, mark deprecations and let consumers follow changes by RSS.',
      hero: {
        eyebrow: 'Change management',
        title: 'Change a contract without surprising its consumers',
        lead: 'In an event-driven system the producer rarely knows every consumer. EventCatalog keeps each version of a message, explains what changed and shows who is affected before you ship.',
        actions: [getStartedAction, demoAction],
        visual: 'version-changes',
      },
      sections: [
        {
          kind: 'features',
          title: 'Tools for safe change',
          items: [
            {
              icon: History,
              title: 'Versions',
              text: 'Older versions move into a versioned folder and stay readable, with their own schema.',
            },
            {
              icon: FileClock,
              title: 'Changelogs',
              text: 'A changelog file per version says what changed and why, shown on the resource’s changelog page.',
            },
            {
              icon: ShieldAlert,
              title: 'Deprecation',
              text: 'Mark a resource deprecated, with a message and a date, and it is flagged wherever it appears.',
            },
            {
              icon: Rss,
              title: 'RSS feeds',
              text: 'Consumers subscribe to changes instead of finding out in production.',
            },
          ],
        },
        {
          kind: 'split',
          title: 'Who does this change affect?',
          paragraphs: [
            'Every message page lists its producers and consumers. Before changing a schema, open the message and you have the list of teams to talk to, with their owners and links to their services.',
            'The SDK can version a resource and write the new one in a script, so a generator or a CI job can keep the history for you.',
          ],
          visual: {
            type: 'code',
            title: 'scripts/release-order-placed.ts',
            language: 'ts',
            code: `import utils from '@eventcatalog/sdk';

const {versionEvent, writeEvent} = utils('./catalog');

// Keep 1.x readable, then publish 2.0.0.
await versionEvent('OrderPlaced');
await writeEvent({
  id: 'OrderPlaced',
  name: 'Order placed',
  version: '2.0.0',
  markdown: 'Adds the currency of the total.',
});`,
          },
        },
        {
          kind: 'cta',
          title: 'Start recording change',
          text: `Versioning and changelogs work in every catalog. ${licenceSummary}`,
          actions: [getStartedAction, licenceAction],
        },
      ],
    },
  },
  {
    slug: 'ai-assistant',
    name: 'AI assistant',
    summary: 'Ask questions about your architecture in plain language, with your own model keys.',
    page: {
      path: '/features/ai-assistant',
      title: 'AI assistant for your architecture',
      description:
        'Ask your catalog questions in plain language. The EventCatalog Assistant answers from your documentation, using the model and API key you choose.',
      hero: {
        eyebrow: 'AI assistant',
        title: 'Ask your architecture a question',
        lead: '"Which services consume OrderPlaced?" "What is in the schema of the payment command?" The EventCatalog Assistant looks the answers up in your catalog, and links to the resources it mentions.',
        actions: [getStartedAction, demoAction],
        visual: 'chat-exchange',
      },
      sections: [
        {
          kind: 'features',
          title: 'How it works',
          items: [
            {
              icon: BookOpen,
              title: 'Grounded in your catalog',
              text: 'It calls built-in tools that read your documented resources, and links to the ones it names.',
            },
            {
              icon: KeyRound,
              title: 'Your model, your key',
              text: 'Pick a model that can call tools, from any AI SDK provider, and keep its key in your environment.',
            },
            {
              icon: Bot,
              title: 'For AI tools too',
              text: 'An llms.txt file and an MCP server give editors and agents the same knowledge.',
            },
            {
              icon: ServerCog,
              title: 'Runs on your server',
              text: 'Answers are made at request time, so the catalog runs with server output.',
            },
          ],
        },
        {
          kind: 'split',
          title: 'Configured in one file',
          paragraphs: [
            'The assistant needs two things: server output in eventcatalog.config.js, and an eventcatalog.chat.js file at the root of the catalog that returns the model to ask. Install the AI SDK provider package for that model; its key stays in your environment, never in the repository.',
          ],
          visual: {
            type: 'code',
            title: 'eventcatalog.chat.js',
            language: 'js',
            code: `import {openai} from '@ai-sdk/openai';

// The model to ask. Its key comes from OPENAI_API_KEY.
export default async () => openai('gpt-4o');

// Optional: lower is steadier, higher is more varied.
export const configuration = {
  temperature: 0.3,
};`,
          },
        },
        {
          kind: 'cta',
          title: 'Set it up',
          text: `The Assistant guide shows how to connect your own model and what it reads from the catalog. ${licenceSummary}`,
          actions: [{label: 'Read the Assistant guide', to: '/docs/development/guides/chat'}, licenceAction],
        },
      ],
    },
  },
];

export const featureIcons = {
  documentation: BookOpen,
  visualization: Network,
  'business-flows': Workflow,
  change: History,
  'ai-assistant': Sparkles,
};

export function featureBySlug(slug: Feature['slug']): Feature {
  const feature = features.find((f) => f.slug === slug);
  if (!feature) throw new Error(`No feature "${slug}" in src/data/features.ts`);
  return feature;
}
