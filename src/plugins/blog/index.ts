import path from 'node:path';
import fs from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentBlog, {type PluginOptions} from '@docusaurus/plugin-content-blog';
import {feedFiles, withSelfLink} from './feeds';

export {validateOptions} from '@docusaurus/plugin-content-blog';

/**
 * The official blog plugin, with feeds that name their own address, which feed validators ask for: the plugin gives
 * the `feed` library no feed addresses (nor can feedOptions or createFeedItems). Once its postBuild has written them
 * (another plugin's postBuild, run at the same time, could not wait for it), each feed gets its address on
 * siteConfig.url.
 *
 * When it can go: once the blog plugin passes its feed addresses to `feed` (its feedLinks option); a feed that already
 * has them is left as it is.
 */
export default async function blogPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentBlog(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const {url, baseUrl} = context.siteConfig;
      for (const type of options.feedOptions.type ?? []) {
        const file = feedFiles[type];
        const filePath = path.join(props.outDir, options.routeBasePath, file);
        // The validated routeBasePath starts with a slash, as baseUrl ends with one.
        const feedPath = [baseUrl, options.routeBasePath, file].join('/').replace(/\/{2,}/g, '/');
        const selfUrl = new URL(feedPath, url).href;
        const feed = await fs.readFile(filePath, 'utf8');
        await fs.writeFile(filePath, withSelfLink[type](feed, selfUrl));
      }
    },
  };
}
