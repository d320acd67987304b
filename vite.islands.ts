import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin, type PluginOption, type Rollup } from 'vite';
import { localeTexts } from './vite.locales.ts';

/** The script of the server-drawn pages (SPEC §2 landers) and the module that draws them. */
const ISLANDS_ENTRY = 'islands/main.ts';
const RENDER_ENTRY = 'render-html.tsx';

/**
 * What `server/plugins/lander-pages.ts` reads from `dist/web/islands.json`: the server-drawn pages'
 * script (`js`, its static imports in `preload`) and style sheets (`css`), paths from the site's root.
 */
export interface IslandsAssets {
  js: string;
  preload: string[];
  css: string[];
}

/**
 * After the app's build, two builds of their own for the pages the server draws (SPEC §2 landers,
 * `server/plugins/lander-pages.ts`), so that the app's chunks stay as they were:
 * - `web/islands/main.ts` into the same `dist/web/assets`, with the app's CSS processing and
 *   compression (`shared`): the small script and the style sheets those pages load, listed in
 *   `dist/web/islands.json` (`IslandsAssets`);
 * - `web/render-html.tsx` for Node into `dist/web-ssr/render-html.js`, everything bundled in
 *   (React's server renderer, the landers' components, every locale's texts), which the server
 *   imports to draw those pages per request.
 * `shared`: the aliases, CSS options and plugins (a fresh compression) of the app's build.
 */
export function islandsBuild(shared: {
  root: string;
  alias: Record<string, string>;
  css: InlineConfig['css'];
  plugins: () => PluginOption[];
}): Plugin {
  let outDir = '';
  return {
    name: 'amora-islands-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const base: InlineConfig = {
        configFile: false,
        root: shared.root,
        logLevel: 'warn',
        resolve: { alias: shared.alias },
        css: shared.css,
      };
      let assets: IslandsAssets | null = null;
      await build({
        ...base,
        publicDir: false,
        plugins: [
          ...shared.plugins(),
          {
            name: 'amora-islands-assets',
            generateBundle(_options, bundle: Rollup.OutputBundle) {
              const entry = Object.values(bundle).find(
                (chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk' && chunk.isEntry,
              );
              if (!entry) throw new Error('the islands build has no entry');
              const css = new Set<string>();
              const preload: string[] = [];
              const visit = (file: string) => {
                const chunk = bundle[file];
                if (chunk?.type !== 'chunk') return;
                for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(`/${sheet}`);
                for (const dependency of chunk.imports) {
                  preload.push(`/${dependency}`);
                  visit(dependency);
                }
              };
              visit(entry.fileName);
              assets = { js: `/${entry.fileName}`, preload, css: [...css] };
            },
          },
        ],
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: false,
          rolldownOptions: {
            input: { islands: path.join(shared.root, ISLANDS_ENTRY) },
            checks: { bundlerTimings: false },
            onwarn(warning, warn) {
              if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
            },
          },
        },
      });
      if (!assets) throw new Error('the islands build wrote no entry');
      writeFileSync(path.join(outDir, 'islands.json'), `${JSON.stringify(assets)}\n`);
      const ssrDir = path.join(outDir, '..', 'web-ssr');
      rmSync(ssrDir, { recursive: true, force: true });
      await build({
        ...base,
        css: undefined,
        publicDir: false,
        plugins: [localeTexts(), react()],
        ssr: { noExternal: true },
        build: {
          outDir: ssrDir,
          emptyOutDir: true,
          sourcemap: false,
          ssr: path.join(shared.root, RENDER_ENTRY),
          rolldownOptions: {
            output: { entryFileNames: 'render-html.js' },
            checks: { bundlerTimings: false },
            // Expected here: the landers are lazily loaded chunks in the app but imported whole, and
            // React's "use client" markers mean nothing to a server bundle.
            onwarn(warning, warn) {
              if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.code !== 'MODULE_LEVEL_DIRECTIVE')
                warn(warning);
            },
          },
        },
      });
    },
  };
}
