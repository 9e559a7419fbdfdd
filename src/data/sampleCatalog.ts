/**
 * The one sample architecture the marketing pages draw: a small shop whose
 * Orders and Payments domains talk through events and a command. Every
 * product visual (src/components/ProductVisual) reads it, so the pictures on
 * the home and feature pages name the same services, messages, versions and
 * owners as each other and as the code samples in src/data/features.ts.
 *
 * Resources are written in EventCatalog's own front-matter shapes (core 4:
 * the content collections of @eventcatalog/core, documented under /docs/api),
 * so a reader could paste any of them into a catalog. Fields the visuals need
 * but a catalog keeps elsewhere (a message's payload fields, the text of its
 * changelog) sit beside the front matter, never inside it.
 * tests/unit/sample-catalog.test.ts checks that every reference resolves.
 */

/** A reference to another resource: `id` and an optional `version` (default `latest`). */
export type Pointer = {id: string; version?: string};

/** Shared by every resource (see /docs/api/overview). */
type ResourceBase = {
  id: string;
  name: string;
  version: string;
  summary?: string;
  /** Ids of teams or users. */
  owners?: string[];
};

export type ServiceFrontMatter = ResourceBase & {
  /** Messages the service produces; `to` names the channels it publishes them on. */
  sends?: (Pointer & {to?: Pointer[]})[];
  /** Messages the service consumes; `from` names the channels it reads them from. */
  receives?: (Pointer & {from?: Pointer[]})[];
};

export type DomainFrontMatter = ResourceBase & {services?: Pointer[]; systems?: Pointer[]};

export type SystemFrontMatter = ResourceBase & {services?: Pointer[]};

export type MessageFrontMatter = ResourceBase & {schemaPath?: string};

export type ChannelFrontMatter = ResourceBase & {
  address: string;
  protocols: string[];
  parameters?: Record<string, {description?: string; enum?: string[]}>;
};

/** One step of a flow; it refers to exactly one of actor, service or message. */
export type FlowStep = {
  id: string;
  title: string;
  summary?: string;
  actor?: {name: string};
  service?: Pointer;
  message?: Pointer;
  next_step?: {id: string; label?: string};
  next_steps?: {id: string; label?: string}[];
};

export type FlowFrontMatter = ResourceBase & {steps: FlowStep[]};

export type TeamFrontMatter = {id: string; name: string; summary?: string; members?: string[]};

export type UserFrontMatter = {id: string; name: string; role?: string};

/** A message as the catalog keeps it: each version's front matter, newest first, with what the visuals show of it. */
export type SampleMessage = {
  kind: 'event' | 'command';
  versions: {
    frontMatter: MessageFrontMatter;
    /** Top-level fields of the payload schema. */
    fields: string[];
    /** The version's changelog.mdx, in one sentence. */
    changelog: string;
  }[];
};

const commerceTeam = 'commerce-team';
const paymentsTeam = 'payments-team';

export const sampleCatalog = {
  domains: [
    {
      id: 'Orders',
      name: 'Orders',
      version: '1.0.0',
      summary: 'Takes orders from the storefront and sees them delivered.',
      owners: [commerceTeam],
      services: [{id: 'Fulfilment'}, {id: 'Notifications'}],
      systems: [{id: 'Storefront'}],
    },
    {
      id: 'Payments',
      name: 'Payments',
      version: '1.0.0',
      summary: 'Authorises and captures card payments.',
      owners: [paymentsTeam],
      services: [{id: 'PaymentGateway'}],
    },
  ] satisfies DomainFrontMatter[],

  systems: [
    {
      id: 'Storefront',
      name: 'Storefront',
      version: '1.0.0',
      summary: 'The web shop customers buy from.',
      owners: [commerceTeam],
      services: [{id: 'Checkout'}],
    },
  ] satisfies SystemFrontMatter[],

  services: [
    {
      id: 'Checkout',
      name: 'Checkout',
      version: '1.2.0',
      summary: 'Turns a basket into an order once the payment is authorised.',
      owners: [commerceTeam],
      sends: [
        {id: 'OrderPlaced', version: '2.0.0', to: [{id: 'orders-events'}]},
        {id: 'AuthorisePayment', version: '2.0.0'},
      ],
      receives: [{id: 'PaymentAuthorised', version: '1.0.0'}],
    },
    {
      id: 'PaymentGateway',
      name: 'Payment gateway',
      version: '1.0.0',
      summary: 'Talks to the card processor on behalf of the shop.',
      owners: [paymentsTeam],
      receives: [{id: 'AuthorisePayment', version: '2.0.0'}],
      sends: [{id: 'PaymentAuthorised', version: '1.0.0'}],
    },
    {
      id: 'Fulfilment',
      name: 'Fulfilment',
      version: '1.1.0',
      summary: 'Picks, packs and ships placed orders.',
      owners: [commerceTeam],
      receives: [{id: 'OrderPlaced', version: '2.0.0', from: [{id: 'orders-events'}]}],
    },
    {
      id: 'Notifications',
      name: 'Notifications',
      version: '1.0.0',
      summary: 'Emails customers about their orders.',
      owners: ['amara-okafor'],
      receives: [{id: 'OrderPlaced', version: '1.0.0', from: [{id: 'orders-events'}]}],
    },
  ] satisfies ServiceFrontMatter[],

  messages: {
    OrderPlaced: {
      kind: 'event',
      versions: [
        {
          frontMatter: {
            id: 'OrderPlaced',
            name: 'Order placed',
            version: '2.0.0',
            summary: 'Raised when a customer completes checkout.',
            owners: [commerceTeam],
            schemaPath: 'schema.json',
          },
          fields: ['orderId', 'customerId', 'total', 'currency'],
          changelog: 'Adds the currency of the total.',
        },
        {
          frontMatter: {
            id: 'OrderPlaced',
            name: 'Order placed',
            version: '1.0.0',
            summary: 'Raised when a customer completes checkout.',
            owners: [commerceTeam],
            schemaPath: 'schema.json',
          },
          fields: ['orderId', 'customerId', 'total'],
          changelog: 'First version.',
        },
      ],
    },
    PaymentAuthorised: {
      kind: 'event',
      versions: [
        {
          frontMatter: {
            id: 'PaymentAuthorised',
            name: 'Payment authorised',
            version: '1.0.0',
            summary: 'The card processor accepted the payment.',
            owners: [paymentsTeam],
          },
          fields: ['paymentId', 'orderId', 'amount'],
          changelog: 'First version.',
        },
      ],
    },
    AuthorisePayment: {
      kind: 'command',
      versions: [
        {
          frontMatter: {
            id: 'AuthorisePayment',
            name: 'Authorise payment',
            version: '2.0.0',
            summary: 'Asks the payment gateway to hold the order total on the card.',
            owners: [paymentsTeam],
          },
          fields: ['orderId', 'amount', 'currency', 'cardToken'],
          changelog: 'Sends a card token instead of the card number.',
        },
        {
          frontMatter: {
            id: 'AuthorisePayment',
            name: 'Authorise payment',
            version: '1.0.0',
            summary: 'Asks the payment gateway to hold the order total on the card.',
            owners: [paymentsTeam],
          },
          fields: ['orderId', 'amount', 'currency', 'cardNumber'],
          changelog: 'First version.',
        },
      ],
    },
  } satisfies Record<string, SampleMessage>,

  channels: [
    {
      id: 'orders-events',
      name: 'Orders topic',
      version: '1.0.0',
      summary: 'Every event about an order.',
      owners: [commerceTeam],
      address: 'orders.{env}.events',
      protocols: ['kafka'],
      parameters: {env: {description: 'Deployment environment', enum: ['staging', 'production']}},
    },
  ] satisfies ChannelFrontMatter[],

  flows: [
    {
      id: 'PlaceOrder',
      name: 'Customer places an order',
      version: '1.0.0',
      summary: 'From a full basket to a parcel on its way.',
      owners: [commerceTeam],
      steps: [
        {id: 'customer', title: 'Customer submits the basket', actor: {name: 'Customer'}, next_step: {id: 'checkout'}},
        {
          id: 'checkout',
          title: 'Checkout takes payment',
          service: {id: 'Checkout', version: '1.2.0'},
          next_step: {id: 'order-placed', label: 'Payment authorised'},
        },
        {
          id: 'order-placed',
          title: 'Order placed',
          message: {id: 'OrderPlaced', version: '2.0.0'},
          next_steps: [
            {id: 'fulfilment', label: 'Ship it'},
            {id: 'notify', label: 'Tell the customer'},
          ],
        },
        {id: 'fulfilment', title: 'Fulfilment ships the order', service: {id: 'Fulfilment', version: '1.1.0'}},
        {id: 'notify', title: 'Confirmation email sent', service: {id: 'Notifications', version: '1.0.0'}},
      ],
    },
  ] satisfies FlowFrontMatter[],

  teams: [
    {
      id: commerceTeam,
      name: 'Commerce team',
      summary: 'Storefront, checkout and delivery.',
      members: ['amara-okafor', 'jonas-berg'],
    },
    {id: paymentsTeam, name: 'Payments team', summary: 'Everything that moves money.', members: ['priya-nair']},
  ] satisfies TeamFrontMatter[],

  users: [
    {id: 'amara-okafor', name: 'Amara Okafor', role: 'Engineering lead, Commerce'},
    {id: 'jonas-berg', name: 'Jonas Berg', role: 'Product owner, Checkout'},
    {id: 'priya-nair', name: 'Priya Nair', role: 'Staff engineer, Payments'},
  ] satisfies UserFrontMatter[],
};

export type SampleCatalog = typeof sampleCatalog;
export type MessageId = keyof SampleCatalog['messages'];

/** The service with this id; throws (naming the file) when the sample has none. */
export function sampleService(id: string): ServiceFrontMatter {
  const service = sampleCatalog.services.find((s) => s.id === id);
  if (!service) throw new Error(`src/data/sampleCatalog.ts: no service "${id}"`);
  return service;
}

/**
 * A message as EventCatalog's diagrams and pages name it: the `name` of the version pointed at (the newest without
 * one), not its id ("Order placed", not OrderPlaced). Throws, naming the file, when the sample has no such message.
 */
export function messageName({id, version}: Pointer): string {
  const message = sampleMessage(id);
  return (message.versions.find((v) => v.frontMatter.version === version) ?? message.versions[0]).frontMatter.name;
}

/** Whether a message is an event, a command or a query, as the drawings colour it. Throws like messageName. */
export const messageKind = (id: string) => sampleMessage(id).kind;

function sampleMessage(id: string) {
  const message = sampleCatalog.messages[id as MessageId];
  if (!message) throw new Error(`src/data/sampleCatalog.ts: no message "${id}"`);
  return message;
}

/** Display name of a team or user id. */
export function ownerName(id: string): string {
  const owner = [...sampleCatalog.teams, ...sampleCatalog.users].find((o) => o.id === id);
  if (!owner) throw new Error(`src/data/sampleCatalog.ts: owner "${id}" is neither a team nor a user`);
  return owner.name;
}

/** Services that receive a message, with the version each one reads. */
export function consumersOf(id: MessageId): {service: ServiceFrontMatter; version: string}[] {
  return sampleCatalog.services.flatMap((service) =>
    (service.receives ?? []).filter((r) => r.id === id).map((r) => ({service, version: r.version ?? 'latest'})),
  );
}
