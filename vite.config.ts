import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { islandsBuild } from './vite.islands.ts';
import { localeTexts } from './vite.locales.ts';

const root = path.resolve(import.meta.dirname, 'web');

/**
 * Bootstrap's rules reduced, at build time, to the classes the client names (PurgeCSS reads every
 * word of web/ and common/). Kept whatever the sources say: the classes react-bootstrap builds at
 * run time from a prefix and a prop (`modal-dialog`, `btn-${variant}`, `bg-${bg}`, `navbar-expand-md`,
 * `dropdown-menu-end`, …), the transition states (`fade`, `show`, `collapsing`), the validation
 * states, and the colour variants of the families whose names the code puts together
 * (`alert-${kind}`, `text-${colour}`).
 */
const purge = purgeCss({
  content: [
    path.join(root, '**/*.{ts,tsx,html}'),
    path.resolve(import.meta.dirname, 'common/**/*.ts'),
    // The entry warning's markup, which the server writes into the pages.
    path.resolve(import.meta.dirname, 'server/plugins/entry-warning.ts'),
  ],
  skippedContentGlobs: ['**/*.test.ts'],
  safelist: {
    standard: [
      /^modal(-(dialog|dialog-centered|dialog-scrollable|content|header|title|body|footer|backdrop|static))?$/,
      /^navbar(-(expand-md|brand|toggler|toggler-icon|collapse|nav|light))?$/,
      /^nav(-(link|item))?$/,
      /^dropdown(-(toggle|menu|menu-end|menu-start|item|divider|header))?$/,
      /^(fade|show|collapse|collapsing|active|disabled|rounded-pill|sticky-top|container|badge|btn|btn-link|btn-close|bi)$/,
      /^(bg|text-bg|text|alert|border)-(primary|secondary|success|danger|warning|info|light|dark|white)$/,
      /^(is-invalid|invalid-feedback)$/,
      /^visually-hidden/,
    ],
    greedy: [/data-bs-popper/],
  },
  // Selectors on attributes react-bootstrap and the browser set (`[data-bs-popper]`, `[aria-expanded]`).
  dynamicAttributes: ['data-bs-popper', 'aria-expanded', 'aria-selected', 'aria-disabled', 'aria-current'],
});

/**
 * index.html's entry script and module preloads replaced by `web/public/boot.js`, which adds them,
 * and the modules `extra` (chunks the page needs at once), once the page has been drawn: the prerendered
 * page's HTML and CSS have the connection to themselves first.
 */
function deferModules(html: string, extra: string[] = []): string {
  const modules: string[] = [];
  const rest = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      modules.unshift(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      modules.push(href);
      return '';
    });
  if (modules.length === 0) throw new Error('index.html has no module script');
  modules.push(...extra);
  return rest.replace(
    '</head>',
    `  <script defer src="/boot.js" data-modules="${modules.join(' ')}"></script>\n  </head>`,
  );
}

/**
 * The entry pages drawn at build time: the path, the file the server answers it with (listed in
 * `prerendered.json` for `server/plugins/web-app.ts`), and the lazily loaded modules whose chunks are fetched beside the
 * entry instead of after it: the page's own (the home page is in the entry chunk). The entry
 * warning (SPEC §1) needs none: the server writes it into the page (`server/plugins/entry-warning.ts`).
 */
const ENTRY_PAGES: ReadonlyArray<{ path: string; file: string; modules: readonly string[] }> = [
  { path: '/', file: 'home.html', modules: [] },
  { path: '/members', file: 'members.html', modules: ['web/features/members/MembersPage.tsx'] },
];

/**
 * After the build: each of `ENTRY_PAGES` rendered to HTML (`web/prerender.tsx`, through Vite's
 * SSR loader) into a copy of index.html, with its .br and .gz. The visitor sees the page (the
 * home page whole; the member search's frame, its results wait for the API) as soon as the HTML
 * and the CSS are in, before any script has run.
 */
function prerenderEntryPages(): Plugin {
  let outDir = '';
  /** The chunk made for each page module, and each chunk's static imports by its file. */
  const chunks = new Map<string, { file: string }>();
  const importsOf = new Map<string, string[]>();
  return {
    name: 'amora-prerender-entry-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        importsOf.set(chunk.fileName, chunk.imports);
        if (chunk.facadeModuleId) {
          chunks.set(path.relative(import.meta.dirname, chunk.facadeModuleId), { file: chunk.fileName });
        }
      }
    },
    async closeBundle() {
      /** A chunk's file and the files of everything it imports statically. */
      const withImports = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dependency of importsOf.get(file) ?? []) withImports(dependency, seen);
        return seen;
      };
      const server = await createServer({
        configFile: path.resolve(import.meta.dirname, 'vite.config.ts'),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        // Only the server-side loader is used: no browser dependencies to bundle in advance.
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPage } = (await server.ssrLoadModule('/prerender.tsx')) as {
          renderPage: (url: string) => Promise<string>;
        };
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        for (const entry of ENTRY_PAGES) {
          const extra = new Set<string>();
          for (const module of entry.modules) {
            const chunk = chunks.get(module);
            if (!chunk) throw new Error(`no chunk for ${module}`);
            for (const file of withImports(chunk.file))
              if (!template.includes(`/${file}`)) extra.add(`/${file}`);
          }
          const html = deferModules(template, [...extra]).replace(
            '<div id="root"></div>',
            `<div id="root">${await renderPage(entry.path)}</div>`,
          );
          const file = path.join(outDir, entry.file);
          writeFileSync(file, html);
          writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
        }
        // Which file answers which path: read by the server (`server/plugins/web-app.ts`).
        const pages = Object.fromEntries(ENTRY_PAGES.map((entry) => [entry.path, entry.file]));
        writeFileSync(path.join(outDir, 'prerendered.json'), `${JSON.stringify(pages)}\n`);
      } finally {
        await server.close();
      }
    },
  };
}

/** The app's import aliases (tsconfig.json's paths). */
const APP_ALIAS = { '@common': path.resolve(import.meta.dirname, 'common'), '@web': root };
/**
 * In builds, React Router's production code: its package exports only its development build
 * (warnings for developers switched on, remix-run/react-router#14102), and its own Vite plugin,
 * which this app does not use, is what picks the production one.
 */
const BUILD_ALIAS = {
  ...APP_ALIAS,
  'react-router': path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

export default defineConfig(({ command }) => ({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [
    // `…/nl.json?texts=shell|rest`: the first screen's texts and the others (vite.locales.ts).
    localeTexts(),
    react(),
    // A brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, served
    // as they are by the server (`server/plugins/web-app.ts`, @fastify/static `preCompressed`).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 512,
    }),
    prerenderEntryPages(),
    // The server-drawn landers' script and style sheets, and the module that draws them (vite.islands.ts).
    islandsBuild({
      root,
      alias: BUILD_ALIAS,
      css: {
        postcss: { plugins: [purge] },
        preprocessorOptions: {
          scss: {
            quietDeps: true,
            silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
          },
        },
      },
      plugins: () => [
        localeTexts(),
        compression({
          algorithms: [
            defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm('gzip', { level: 9 }),
          ],
          threshold: 512,
        }),
      ],
    }),
  ],
  resolve: { alias: command === 'build' ? BUILD_ALIAS : APP_ALIAS },
  css: {
    postcss: { plugins: command === 'build' ? [purge] : [] },
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist', 'web'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Rolldown's hint that plugins took most of the build: ours do by design (the islands, the
    // prerendered pages and the compressed copies are made in `closeBundle`).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      '/media': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
    },
  },
}));
