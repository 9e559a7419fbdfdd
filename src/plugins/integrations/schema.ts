import {Joi} from '@docusaurus/utils-validation';

import {integrationKinds, type IntegrationKind} from './kinds';

export {integrationKinds, type IntegrationKind};

/** Front matter of one file in integrations/ (documented field by field in integrations/README.md). */
export type IntegrationFrontMatter = {
  slug: string;
  title: string;
  description: string;
  /** The line under the title in the header menu, the mobile menu and nothing else. */
  menuDescription: string;
  kind: IntegrationKind;
  /** `logos:<icon>`, `simple-icons:<slug>` (drawn from those sets at build time) or a file under static/. */
  logo: string;
  cover?: string;
  href: string;
  video?: string;
  /** The install command; left out while `comingSoon` (there is nothing to install). */
  install?: string;
  configure: string;
  /** File the `configure` example belongs in; its extension picks the highlighting. */
  configureFile: string;
  /**
   * Left out only while `comingSoon`: there is nothing to pay for yet. `scale`: part of the EventCatalog Scale
   * plan rather than licensed on its own.
   */
  pricing?: 'free' | 'licence' | 'scale';
  /** The variable the integration reads its own licence key from. */
  licenseEnv?: string;
  /** Whether an EventCatalog Scale plan key (EVENTCATALOG_SCALE_LICENSE_KEY) unlocks it too. */
  scaleLicense: boolean;
  /** Context for the pricing panel. Optional for a licensed generator, whose panel already says how the key is checked. */
  pricingDescription?: string;
  price?: string;
  author: string;
  new: boolean;
  comingSoon: boolean;
  upvoteUrl?: string;
  /** false for entries that are only a card linking elsewhere (GitHub, GitLab -> /federation). */
  detailPage: boolean;
};

const sitePath = Joi.string()
  .pattern(/^\/(?!.*\/$)[\w./-]*$/)
  .messages({'string.pattern.base': '{#label} must be a site path starting with "/" and without a trailing slash'});

/** A page of this site, optionally with a section anchor: "/docs/plugins/intro#community-plugins". */
const sitePathWithSection = Joi.string()
  .pattern(/^\/(?!.*\/(#|$))[\w./-]*(#[\w-]+)?$/)
  .messages({
    'string.pattern.base': '{#label} must be a site path starting with "/", without a trailing slash, optionally ending in "#section"',
  });

const logo = Joi.alternatives()
  .try(sitePath, Joi.string().pattern(/^(logos|simple-icons):[a-z0-9_-]+$/))
  .messages({
    'alternatives.match':
      '{#label} must be "logos:<icon>", "simple-icons:<slug>" or a site path to an image under static/, like "/img/integrations/confluent.svg"',
  });

export const integrationSchema = Joi.object<IntegrationFrontMatter>({
  slug: Joi.string()
    .pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .required()
    .messages({'string.pattern.base': '{#label} must be lowercase words joined by "-", like "amazon-eventbridge"'}),
  title: Joi.string().required(),
  description: Joi.string().max(200).required(),
  // The menus lay items out in narrow columns: one short line.
  menuDescription: Joi.string().max(30).required(),
  kind: Joi.string()
    .valid(...integrationKinds.map((k) => k.id))
    .required(),
  logo: logo.required(),
  cover: sitePath,
  href: sitePathWithSection.required(),
  video: Joi.string().uri({scheme: 'https'}),
  install: Joi.string().when('comingSoon', {
    is: true,
    then: Joi.forbidden().messages({'any.unknown': '{#label} is not allowed while "comingSoon" is true: there is nothing to install yet'}),
    otherwise: Joi.required().messages({'any.required': '{#label} is required once an integration is released'}),
  }),
  configure: Joi.string().required(),
  configureFile: Joi.string()
    .pattern(/\.(js|ts|mdx|ya?ml|json|sh)$/)
    .default('eventcatalog.config.js')
    .messages({'string.pattern.base': '{#label} must be a file name ending in .js, .ts, .mdx, .yml, .json or .sh'}),
  pricing: Joi.string()
    .valid('free', 'licence', 'scale')
    .when('comingSoon', {
      is: true,
      then: Joi.optional(),
      otherwise: Joi.required().messages({'any.required': '{#label} is required once an integration is released'}),
    }),
  licenseEnv: Joi.string()
    .pattern(/^EVENTCATALOG_LICENSE_KEY_[A-Z0-9_]+$/)
    .when('pricing', {
      is: 'licence',
      then: Joi.required().messages({
        'any.required': '{#label} is required when "pricing" is "licence": the variable the licence key is read from',
      }),
      otherwise: Joi.forbidden().messages({'any.unknown': '{#label} is only allowed when "pricing" is "licence"'}),
    })
    .messages({'string.pattern.base': '{#label} must be an environment variable like EVENTCATALOG_LICENSE_KEY_OPENAPI'}),
  scaleLicense: Joi.boolean()
    .default(false)
    .when('pricing', {
      not: 'licence',
      then: Joi.valid(false).messages({'any.only': '{#label} can only be true when "pricing" is "licence"'}),
    }),
  pricingDescription: Joi.string().when('pricing', {
    switch: [
      // A licensed entry's panel already names the key, and a generator's says how it is checked.
      {is: 'licence', then: Joi.optional()},
      {is: Joi.exist(), then: Joi.required().messages({'any.required': '{#label} is required with "pricing: free" or "pricing: scale"'})},
    ],
    otherwise: Joi.forbidden().messages({'any.unknown': '{#label} goes with "pricing"'}),
  }),
  // Only a price published by EventCatalog; most integrations have none to quote.
  price: Joi.string().when('pricing', {is: 'licence', otherwise: Joi.forbidden()}),
  author: Joi.string().required(),
  new: Joi.boolean().default(false),
  comingSoon: Joi.boolean().default(false),
  upvoteUrl: Joi.string()
    .uri({scheme: 'https'})
    .when('comingSoon', {
      is: true,
      then: Joi.required().messages({
        'any.required': '{#label} is required when "comingSoon" is true, so visitors can ask for the integration',
      }),
    }),
  detailPage: Joi.boolean().default(true),
}).options({abortEarly: false, convert: false});

export class IntegrationValidationError extends Error {}

/**
 * Validates one file's front matter. Throws an error that names the file and
 * every bad field with what is expected.
 */
export function validateIntegration(frontMatter: unknown, file: string): IntegrationFrontMatter {
  const {error, value} = integrationSchema.validate(frontMatter);
  if (error) {
    const problems = error.details.map((d) => {
      const field = d.path.join('.') || '(front matter)';
      const message = d.type === 'object.unknown' ? `"${field}" is not a known field` : d.message;
      return `  - ${field}: ${message}`;
    });
    throw new IntegrationValidationError(
      `Invalid integration ${file}:\n${problems.join('\n')}\nThe fields are documented in integrations/README.md.`,
    );
  }
  return value;
}

/** Checks rules that span files: unique slugs, slug matching the file name. */
export function validateIntegrationSet(entries: {file: string; frontMatter: IntegrationFrontMatter}[]): void {
  const seen = new Map<string, string>();
  for (const {file, frontMatter} of entries) {
    const other = seen.get(frontMatter.slug);
    if (other) {
      throw new IntegrationValidationError(
        `Invalid integration ${file}:\n  - slug: "${frontMatter.slug}" is already used by ${other}; each slug must be unique`,
      );
    }
    seen.set(frontMatter.slug, file);
  }
}
