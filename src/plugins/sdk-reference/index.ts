import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {type PluginOptions} from '@docusaurus/plugin-content-docs';

import {withLeanGlobalData} from '../build-tuning/lean-docs-global-data';
import {leanDocsGlobalDataOf} from '../build-tuning/tuning';
import {familyOf, resourceOf, sdkFamilies, sdkResources, sdkSections} from './families.mjs';

/**
 * The SDK reference: a docs instance (id "sdk", so that other docs pages do not download its 214-entry sidebar) over
 * sdk-docs/ (not docs/, whose loader would compile the files again): the hand-written index.mdx (/docs/sdk) and the
 * function pages docusaurus-plugin-typedoc writes into reference/ (./typedocOptions.ts), grouped by resource.
 */

export {validateOptions} from '@docusaurus/plugin-content-docs';

export default async function sdkReferencePlugin(context: LoadContext, options: PluginOptions): Promise<Plugin> {
  // Only the overview and the function pages; TypeDoc's own index page is not one of ours.
  const include = ['index.mdx', 'reference/function/*.md'];
  const docs = (await pluginContentDocs(context, {...options, include, sidebarItemsGenerator})) as Plugin<unknown>;
  return leanDocsGlobalDataOf(context) ? withLeanGlobalData(docs) : docs;
}

type SidebarItem = {type: 'doc'; id: string} | {type: 'category'; label: string; collapsed: true; items: SidebarItem[]};

/**
 * The function pages become one collapsed category per section (messages, …) holding one per resource (events, …),
 * its functions in family order (get, write, rm, …) and by name within a family.
 */
const sidebarItemsGenerator: PluginOptions['sidebarItemsGenerator'] = async ({item, docs}) => {
  const familyRank = (name: string) => sdkFamilies.findIndex((family) => family.id === familyOf(name));
  const pages = docs
    .filter((doc) => doc.sourceDirName === item.dirName)
    .map((doc) => ({id: doc.id, name: path.basename(doc.id)}))
    .sort((a, b) => familyRank(a.name) - familyRank(b.name) || a.name.localeCompare(b.name));
  const category = (label: string, items: SidebarItem[]): SidebarItem => ({
    type: 'category',
    label,
    collapsed: true,
    items,
  });
  const groups = sdkResources.map((resource) => ({
    resource,
    items: pages
      .filter((doc) => resourceOf(doc.name) === resource.id)
      .map((doc): SidebarItem => ({type: 'doc', id: doc.id})),
  }));
  return sdkSections.flatMap((section) => {
    const inSection = section.resources
      .map((id) => groups.find((group) => group.resource.id === id)!)
      .filter((group) => group.items.length > 0);
    if (inSection.length === 0) return [];
    const items =
      inSection.length === 1
        ? inSection[0].items
        : inSection.map((group) => category(group.resource.label, group.items));
    return [category(section.label, items)];
  });
};
