import {Joi} from '@docusaurus/utils-validation';

import {integrationKinds, type IntegrationKind} from './kinds';

export {integrationKinds, type IntegrationKind};

/** Front matter of one file in integrations/ (spec §3, plus `kind` and `detailPage`). */
export type IntegrationFrontMatter = {
  slug: string;
  title: string;
  description: string;
  kind: IntegrationKind;
  logo: string;
  cover?: string;
  href: string;
  video?: string;
  install: string;
  configure: string;
  /** File the `configure` example belongs in; its extension picks the highlighting. */
  configureFile: string;
  pricing: 'free' | 'plan' | 'licence';
  pricingDescription: string;
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

export const integrationSchema = Joi.object<IntegrationFrontMatter>({
  slug: Joi.string()
    .pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .required()
    .messages({'string.pattern.base': '{#label} must be lowercase words joined by "-", like "amazon-eventbridge"'}),
  title: Joi.string().required(),
  description: Joi.string().max(200).required(),
  kind: Joi.string()
    .valid(...integrationKinds.map((k) => k.id))
    .required(),
  logo: sitePath.required(),
  cover: sitePath,
  href: sitePath.required(),
  video: Joi.string().uri({scheme: 'https'}),
  install: Joi.string().required(),
  configure: Joi.string().required(),
  configureFile: Joi.string()
    .pattern(/\.(js|ts|mdx|ya?ml|json|sh)$/)
    .default('eventcatalog.config.js')
    .messages({'string.pattern.base': '{#label} must be a file name ending in .js, .ts, .mdx, .yml, .json or .sh'}),
  pricing: Joi.string().valid('free', 'plan', 'licence').required(),
  pricingDescription: Joi.string().required(),
  price: Joi.string().when('pricing', {
    is: 'licence',
    then: Joi.required().messages({'any.required': '{#label} is required when "pricing" is "licence"'}),
  }),
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
