import {Joi} from '@docusaurus/utils-validation';

import {integrationKinds, type IntegrationKind} from './kinds';
import {
  generatorsLicence,
  installedPackages,
  integrationLicences,
  packageLicence,
  type IntegrationLicence,
} from './licences';

/** Front matter of one file in integrations/, documented field by field in integrations/README.md. */
export type IntegrationFrontMatter = {
  slug: string;
  title: string;
  description: string;
  menuDescription: string;
  kind: IntegrationKind;
  logo: string;
  cover?: string;
  href: string;
  video?: string;
  install?: string;
  configure: string;
  configureFile: string;
  licence?: IntegrationLicence;
  licenceNote?: string;
  licenceUrl?: string;
  author: string;
  new: boolean;
  comingSoon: boolean;
  upvoteUrl?: string;
  detailPage: boolean;
};

const sitePath = Joi.string()
  .pattern(/^\/(?!.*\/$)[\w./-]*$/)
  .messages({'string.pattern.base': '{#label} must be a site path starting with "/" and without a trailing slash'});

/** A page of this site, optionally with a section anchor: "/docs/plugins/intro#community-plugins". */
const sitePathWithSection = Joi.string()
  .pattern(/^\/(?!.*\/(#|$))[\w./-]*(#[\w-]+)?$/)
  .messages({
    'string.pattern.base':
      '{#label} must be a site path starting with "/", without a trailing slash, optionally ending in "#section"',
  });

const logo = Joi.alternatives()
  .try(sitePath, Joi.string().pattern(/^(logos|simple-icons):[a-z0-9_-]+$/))
  .messages({
    'alternatives.match':
      '{#label} must be "logos:<icon>", "simple-icons:<slug>" or a site path to an image under static/, like "/img/integrations/confluent.svg"',
  });

/** Required, or not allowed, with an error that says why. */
const required = (why: string) => Joi.required().messages({'any.required': `{#label} is required ${why}`});
const forbidden = (why: string) => Joi.forbidden().messages({'any.unknown': `{#label} ${why}`});
const released = required('once an integration is released');

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
    then: forbidden('is not allowed while "comingSoon" is true: there is nothing to install yet'),
    otherwise: released,
  }),
  configure: Joi.string().required(),
  configureFile: Joi.string()
    .pattern(/\.(js|ts|mdx|ya?ml|json|sh)$/)
    .default('eventcatalog.config.js')
    .messages({'string.pattern.base': '{#label} must be a file name ending in .js, .ts, .mdx, .yml, .json or .sh'}),
  licence: Joi.string()
    .valid(...integrationLicences)
    .when('comingSoon', {is: true, then: Joi.optional(), otherwise: released}),
  licenceNote: Joi.string().when('licence', {
    switch: [
      {is: 'own', then: required('with "licence: own": say whose licence applies')},
      {is: Joi.exist(), then: Joi.optional()},
    ],
    otherwise: forbidden('goes with "licence"'),
  }),
  licenceUrl: Joi.string()
    .uri({scheme: 'https'})
    .when('licence', {
      is: 'own',
      then: required('with "licence: own": where the package\'s licence is published'),
      otherwise: forbidden(
        'is only allowed with "licence: own"; the page links the core and generators licences itself',
      ),
    }),
  author: Joi.string().required(),
  new: Joi.boolean().default(false),
  comingSoon: Joi.boolean().default(false),
  upvoteUrl: Joi.string()
    .uri({scheme: 'https'})
    .when('comingSoon', {
      is: true,
      then: required('when "comingSoon" is true, so visitors can ask for the integration'),
    }),
  detailPage: Joi.boolean().default(true),
}).options({abortEarly: false, convert: false});

export class IntegrationValidationError extends Error {}

/** The error of an integration file: the file, then each problem (field, what is wrong, what is expected). */
export const invalidIntegration = (file: string, problems: string[], after = '') =>
  new IntegrationValidationError(`Invalid integration ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}${after}`);

/** Validates one file's front matter, or throws naming the file and every bad field with what is expected. */
export function validateIntegration(frontMatter: unknown, file: string): IntegrationFrontMatter {
  const {error, value} = integrationSchema.validate(frontMatter);
  const problems = error
    ? error.details.map((d) => {
        const field = d.path.join('.') || '(front matter)';
        return `${field}: ${d.type === 'object.unknown' ? `"${field}" is not a known field` : d.message}`;
      })
    : licenceProblems(value);
  if (problems.length > 0) {
    throw invalidIntegration(file, problems, '\nThe fields are documented in integrations/README.md.');
  }
  return value;
}

/**
 * The licence a page states must be the licence of what it installs: core for @eventcatalog/core, the generators'
 * licence for the packages it names (src/plugins/integrations/licences.ts), `own` for every other package.
 */
function licenceProblems({licence, install}: IntegrationFrontMatter): string[] {
  if (!licence || !install) return [];
  const packages = installedPackages(install);
  if (packages.length === 0)
    return [`install: "${install}" names no package, so "licence" cannot be checked against it`];
  const explain = {
    core: 'is part of EventCatalog core',
    generators: `is covered by the generators' licence (${generatorsLicence.url})`,
    own: 'has a licence of its own',
  } as const;
  return packages
    .filter((name) => packageLicence(name) !== licence)
    .map(
      (name) =>
        `licence: "${licence}" does not fit ${name}, which ${explain[packageLicence(name)]}: use "licence: ${packageLicence(name)}"`,
    );
}

/** Checks that slugs are unique across files. */
export function validateIntegrationSet(entries: {file: string; frontMatter: IntegrationFrontMatter}[]): void {
  const seen = new Map<string, string>();
  for (const {
    file,
    frontMatter: {slug},
  } of entries) {
    const other = seen.get(slug);
    if (other)
      throw invalidIntegration(file, [`slug: "${slug}" is already used by ${other}; each slug must be unique`]);
    seen.set(slug, file);
  }
}
