import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { build, createServer, defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { iconFiles, ICONS } from './pwa-icons.mts';
import { precompress } from './precompress.mts';
import { startInTasks } from './start-in-tasks.mts';

const CONFIG_FILE = import.meta.filename;
/** The mode of the analysis build below; it is never used to build what we serve. */
const ANALYSIS_MODE = 'first-screen-analysis';
/** The mode of the build-time server that renders pages to HTML (prerenderPages below). */
const PRERENDER_MODE = 'prerender';
/** What a signed-in member loads for the first screen: the entry, the shell and the dashboard. */
const FIRST_SCREEN = ['/src/main.tsx', '/src/pages/ShellPage.tsx', '/src/pages/DashboardPage.tsx'];
/** The shell's navigation: one of the two loads, by screen width (ui/shell/navigation.ts). */
const NAVIGATION = { 'side-menu': '/src/ui/shell/SideMenu.tsx', 'bottom-bar': '/src/ui/shell/BottomBar.tsx' } as const;
type Navigation = keyof typeof NAVIGATION;
/** The screens a visitor sees signed out, without the shell. */
const SIGNED_OUT_SCREENS = ['/src/pages/AuthPage.tsx', '/src/pages/ForgotPasswordPage.tsx', '/src/pages/ResetPasswordPage.tsx', '/src/pages/NotFoundPage.tsx'];
/** Runtime libraries that change only on upgrades, so browsers keep them cached across our releases. */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo|rxjs|graphql|optimism|@wry|tslib)[\\/]/;
const NODE_MODULES = /node_modules[\\/]/;
/**
 * Modules the bundler may leave out when nothing of theirs is used: codegen's output, and hoist-non-react-statics
 * (CommonJS without a `sideEffects` flag, so its initialiser stayed as a bare call with its own copy of react-is,
 * ~0.8 KB gzip, for emotion's `withTheme`, which nothing of ours or MUI's calls).
 */
const SIDE_EFFECT_FREE = /[\\/]web[\\/]src[\\/]gql[\\/]|[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;
/** The chunks that keep their names (groups below, and the bundler's runtime). */
const NAMED_CHUNKS = new Set(['vendor', 'ui', 'app', 'side-menu', 'bottom-bar', 'rolldown-runtime']);

/** Module ids in the chunks the browser loads for `roots`: the chunks holding them and what those import. */
function loadedModules(output: Rolldown.RolldownOutput, roots: string[]): Set<string> {
  const chunks = new Map(output.output.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const loaded = new Set<string>();
  const load = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    chunks.get(file)?.imports.forEach(load);
  };
  for (const chunk of chunks.values()) {
    if (chunk.moduleIds.some((id) => roots.some((root) => id.endsWith(root)))) load(chunk.fileName);
  }
  return new Set([...loaded].flatMap((file) => Object.keys(chunks.get(file)!.modules)));
}

/**
 * Learns which modules the first screen really uses (after tree-shaking) from a quick build with the
 * bundler's automatic splitting, so the chunk groups below take exactly those. An import graph alone
 * would over-count: barrels such as `@mui/material/styles` import modules nothing on the page uses.
 */
function firstScreen(): {
  plugin: Plugin;
  has: (id: string) => boolean;
  signedIn: (id: string) => boolean;
  sharedWithSignedOut: (id: string) => boolean;
  navigation: (id: string) => Navigation | undefined;
} {
  let modules = new Set<string>();
  let entry = new Set<string>();
  let navigation = new Map<string, Navigation>();
  let signedOut = new Set<string>();
  const plugin: Plugin = {
    name: 'd-office:first-screen',
    apply: (_, env) => env.command === 'build' && env.mode !== ANALYSIS_MODE,
    async buildStart() {
      const output = (await build({
        configFile: CONFIG_FILE,
        mode: ANALYSIS_MODE,
        logLevel: 'silent',
        build: { write: false, emptyOutDir: false },
      })) as Rolldown.RolldownOutput;
      modules = loadedModules(output, FIRST_SCREEN);
      entry = loadedModules(output, FIRST_SCREEN.slice(0, 1));
      // What each navigation alone needs beyond the rest of the first screen; what both need counts as first
      // screen. What a signed-out screen loads too stays out, or the sign-in page would download the side
      // menu for one small module (signed-in screens have a navigation anyway); so does what MUI's TextField
      // loads (its Select brings Menu and List), or every screen with a form would download the side menu.
      signedOut = loadedModules(output, SIGNED_OUT_SCREENS);
      const textField = loadedModules(output, ['@mui/material/TextField/TextField.mjs']);
      const own = (name: Navigation) =>
        [...loadedModules(output, [NAVIGATION[name]])].filter((id) => !modules.has(id) && !signedOut.has(id) && !textField.has(id));
      const side = own('side-menu');
      const bottom = new Set(own('bottom-bar'));
      for (const id of side) if (bottom.has(id)) modules.add(id);
      // What both navigations and a signed-out screen load (a menu icon the sign-in page shows too) goes with the
      // first screen's shared modules as well, instead of a tiny file of its own on every screen.
      const bottomAll = loadedModules(output, [NAVIGATION['bottom-bar']]);
      for (const id of loadedModules(output, [NAVIGATION['side-menu']])) if (bottomAll.has(id) && signedOut.has(id)) modules.add(id);
      navigation = new Map<string, Navigation>([
        ...side.filter((id) => !modules.has(id)).map((id) => [id, 'side-menu'] as const),
        ...[...bottom].filter((id) => !modules.has(id)).map((id) => [id, 'bottom-bar'] as const),
      ]);
    },
  };
  return {
    plugin,
    has: (id) => modules.has(id),
    signedIn: (id) => modules.has(id) && !entry.has(id),
    sharedWithSignedOut: (id) => modules.has(id) && !entry.has(id) && signedOut.has(id),
    navigation: (id) => navigation.get(id),
  };
}

/**
 * Replaces each `graphql(`…`)` call with its typed document, written into the calling module, as the codegen
 * client preset's babel plugin does. Without it every call goes through `gql.ts`'s map of all documents, and
 * even imported from `gql/graphql.ts` they would share one module, hence one chunk: the first screen would
 * download every operation of the app.
 */
function inlineTypedDocuments(): Plugin {
  const generated = path.resolve(import.meta.dirname, 'src/gql/graphql.ts');
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  let documents = new Map<string, string>();
  return {
    name: 'd-office:inline-typed-documents',
    apply: 'build',
    buildStart() {
      const text = fs.readFileSync(generated, 'utf8');
      documents = new Map(
        [...text.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm)].map((m) => [m[1]!, m[2]!]),
      );
    },
    transform(code, id) {
      if (!/[\\/]web[\\/]src[\\/]/.test(id) || /[\\/]gql[\\/]/.test(id) || !/\.tsx?$/.test(id)) return null;
      if (!code.includes('graphql(')) return null;
      const out = code.replace(call, (whole, source: string) => {
        const m = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/.exec(source);
        const document = m && documents.get(m[1] === 'fragment' ? `${m[2]}FragmentDoc` : `${m[2]}Document`);
        if (!document) this.error(`No generated document for ${m?.[2] ?? 'a graphql() call'} in ${id}: run npm run codegen`);
        return `(${document})`;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * react-router publishes its development build under every import condition; its production build
 * (same API, dev warnings off) lets the minifier drop the warnings. Both builds also name their
 * components at the top level (`Form.displayName = "Form"`), an assignment the bundler must keep, and
 * with it every component so named, used or not (Form, ScrollRestoration, HistoryRouter…).
 * displayName only labels components in React DevTools, so the build leaves it out.
 */
/**
 * Framework and server-component code that `<Link>` and the route error boundary reach only at run
 * time, so the bundler keeps it (~2.3 KB gzip): a Link renders `<PrefetchPageLinks>` when given a `prefetch`
 * prop, which needs framework mode's data router (in ours it would throw; no Link of ours has the prop), and
 * asks `usePrefetchBehavior`, which without framework mode's context answers "no prefetch" in every case,
 * and the boundary hands errors to an RSC redirect handler when an RSC router context is present (never
 * in a BrowserRouter). The build fails if react-router's code no longer reads this way.
 */
const FRAMEWORK_ONLY: [RegExp, string][] = [
  [/\/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/, 'null'],
  // What the hook returns outside framework mode, whatever the `prefetch` prop: no prefetch, no handlers (the ref it
  // adds only feeds its IntersectionObserver for `prefetch="viewport"`).
  [/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, null, {}]'],
  [/return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler, \{ error \}, result\);/, 'return result;'],
];

function reactRouterProduction(): Plugin {
  // Its real path: module ids are real paths, and in a git worktree whose node_modules is a symlink the two differ
  // (the transform below then never matched there, and the worktree's build came out ~4 KB gzip larger).
  const dist = fs.realpathSync(path.resolve(import.meta.dirname, '../node_modules/react-router/dist'));
  return {
    name: 'd-office:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'react-router') return path.join(dist, 'production/index.mjs');
      if (source === 'react-router/dom') return path.join(dist, 'production/dom-export.mjs');
      return null;
    },
    transform(code, id) {
      if (!id.startsWith(path.join(dist, 'production'))) return null;
      let out = code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo))\(/gm, 'var $1 = /* @__PURE__ */ $2(');
      for (const [pattern, replacement] of FRAMEWORK_ONLY) {
        if (!code.includes('function RSCErrorHandler(')) break;
        if (!pattern.test(out)) this.error(`react-router changed: ${pattern} not found in ${id}; update FRAMEWORK_ONLY in vite.config.mts`);
        out = out.replace(pattern, replacement);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * MUI's ButtonBase gets `lib/touchRipple.tsx` in place of its TouchRipple (~1.2 KB gzip): the ripple's code is
 * fetched on the first press instead of with the first screen. The build fails if ButtonBase no longer imports it.
 */
function lazyTouchRipple(): Plugin {
  const wrapper = path.resolve(import.meta.dirname, 'src/lib/touchRipple.tsx');
  const buttonBase = /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/;
  let replaced = false;
  return {
    name: 'd-office:lazy-touch-ripple',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    resolveId(source, importer) {
      if (source !== './TouchRipple.mjs' || !importer || !buttonBase.test(importer)) return null;
      replaced = true;
      return wrapper;
    },
    buildEnd(err) {
      if (!err && !replaced) this.error('ButtonBase no longer imports ./TouchRipple.mjs; update lazyTouchRipple in vite.config.mts');
    },
  };
}

/**
 * MUI's styles get `lib/defaultTheme.ts` in place of `styles/defaultTheme`, which makes MUI's default theme when
 * evaluated (on every page, in the first download's evaluation) for components rendered without a theme; the app
 * always provides one. The build fails if MUI no longer imports it so.
 */
function lazyDefaultTheme(): Plugin {
  const lazy = path.resolve(import.meta.dirname, 'src/lib/defaultTheme.ts');
  const fromMui = /[\\/]@mui[\\/]material[\\/](styles|GlobalStyles)[\\/][^\\/]+\.mjs$/;
  let replaced = 0;
  return {
    name: 'd-office:lazy-default-theme',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = 0;
    },
    resolveId(source, importer) {
      if (!/^(\.|\.\.\/styles)\/defaultTheme\.mjs$/.test(source) || !importer || !fromMui.test(importer)) return null;
      replaced++;
      return lazy;
    },
    buildEnd(err) {
      if (!err && replaced === 0) this.error('MUI no longer imports styles/defaultTheme.mjs; update lazyDefaultTheme in vite.config.mts');
    },
  };
}

/**
 * Apollo Client's `print` (its cached wrapper in utilities/graphql/print.js) gets `lib/printDocument.ts` in place of
 * graphql's printer: the same text for what a client sends, without graphql's printer, block-string and escaping
 * modules in the first download. The build fails if Apollo no longer imports it so.
 */
function apolloPrinter(): Plugin {
  const printer = path.resolve(import.meta.dirname, 'src/lib/printDocument.ts');
  const apolloPrint = /[\\/]@apollo[\\/]client[\\/]utilities[\\/]graphql[\\/]print\.js$/;
  let replaced = false;
  return {
    name: 'd-office:apollo-printer',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    resolveId(source, importer) {
      if (source !== 'graphql' || !importer || !apolloPrint.test(importer)) return null;
      replaced = true;
      return printer;
    },
    buildEnd(err) {
      if (!err && !replaced) this.error("Apollo's utilities/graphql/print.js no longer imports graphql; update apolloPrinter in vite.config.mts");
    },
  };
}

/**
 * Demo mode's MSW imports `graphql` for its parser only, but as a namespace (`await import('graphql')`), which
 * keeps every export of graphql's index; Apollo imports that index on the first screen, so the whole library
 * would join the first download. MSW's imports of 'graphql' get a module holding just the parser instead.
 */
function mswGraphqlParserOnly(): Plugin {
  const subset = path.resolve(import.meta.dirname, 'src/mocks/msw-graphql.ts');
  return {
    name: 'd-office:msw-graphql-parser-only',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'graphql' && importer && /[\\/]node_modules[\\/]msw[\\/]/.test(importer) ? subset : null;
    },
  };
}

/**
 * Writes `prerendered/auth.html` and `prerendered/dashboard.html`: index.html with the sign-in screen, and the
 * dashboard's frame and loading state, already in it (see src/prerender/), which the server sends for /auth to
 * visitors without a session cookie and for /dashboard to signed-in members. The pages are rendered in Node by a
 * build-time Vite server (same config, same source, production React and emotion), after the bundle's index.html
 * is made, so they carry the same script and preload tags. Static hosts (the demo build) keep serving index.html;
 * the files are only used by the API server.
 */
function prerenderPages(): Plugin {
  type Renderer = { render: typeof import('./src/prerender/pages').renderPages; close(): Promise<void> };
  let renderer: Promise<Renderer> | undefined;
  const close = async () => {
    const pending = renderer;
    renderer = undefined;
    await (await pending?.catch(() => undefined))?.close();
  };
  return {
    name: 'd-office:prerender',
    apply: (_, env) => env.command === 'build' && env.mode !== ANALYSIS_MODE,
    enforce: 'post',
    // Loading the page's modules in Node takes seconds: it starts with the build and runs beside the bundling.
    buildStart() {
      renderer = (async () => {
        const server = await createServer({
          configFile: CONFIG_FILE,
          mode: PRERENDER_MODE,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const pages = (await server.ssrLoadModule('/src/prerender/pages.ts')) as typeof import('./src/prerender/pages');
          return { render: pages.renderPages, close: () => server.close() };
        } catch (error) {
          await server.close();
          throw error;
        }
      })();
      // Awaited in generateBundle; a failure is reported there (or dropped with a build that fails first).
      renderer.catch(() => undefined);
    },
    async generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is missing from the bundle');
      try {
        const scripts = new Map<string, string>();
        for (const [fileName, { html, script }] of Object.entries((await renderer!).render(String(index.source)))) {
          this.emitFile({ type: 'asset', fileName, source: html });
          scripts.set(script.fileName, script.source);
        }
        for (const [fileName, source] of scripts) this.emitFile({ type: 'asset', fileName, source });
      } finally {
        await close();
      }
    },
    // A build that fails before generateBundle still closes the server.
    buildEnd: (error) => (error ? close() : undefined),
  };
}

/**
 * Issue 37's installable app: the web manifest (linked from index.html, hence from the prerendered pages too), its
 * icons (drawn at build time, pwa-icons.mts) and the service worker built from src/sw.ts (injectManifest: the worker is
 * our source, so web push adds its listeners there). The page registers the worker itself (src/pwa/register.ts), late
 * and without workbox-window, so the first screen carries a few bytes for it and no library.
 */
function installableApp(): Plugin[] {
  const icons: Plugin = {
    name: 'd-office:pwa-icons',
    apply: 'build',
    generateBundle() {
      for (const [fileName, source] of iconFiles()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
  return [
    icons,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'D.Office',
        short_name: 'D.Office',
        description: 'D.Office — meeting rooms, club events, RSVPs and announcements for members',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#1d4ed8',
        background_color: '#ffffff',
        icons: [...ICONS],
      },
      injectManifest: {
        // The app shell: every script, style and font, index.html (the offline fallback for every page) and the icons.
        // Not the server's prerendered pages (made per visitor) nor demo mode's worker.
        globPatterns: ['**/*.{js,css,html,woff2,png,webmanifest}'],
        globIgnores: ['prerendered/**', 'mockServiceWorker.js', 'sw.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}

// The web client. `npm run build` writes web/dist, which the API server serves at /.
export default defineConfig(({ mode }) => {
  const first = firstScreen();
  return {
    root: path.resolve(import.meta.dirname),
    plugins: [react(), reactRouterProduction(), lazyTouchRipple(), lazyDefaultTheme(), apolloPrinter(), mswGraphqlParserOnly(), inlineTypedDocuments(), first.plugin, mode === ANALYSIS_MODE ? [] : startInTasks(), mode === ANALYSIS_MODE ? [] : installableApp(), prerenderPages(), mode === ANALYSIS_MODE ? [] : precompress((name) => NAMED_CHUNKS.has(name))],
    resolve: {
      alias: [
        { find: '@validation', replacement: path.resolve(import.meta.dirname, '../validation') },
        // MUI's styled engine only calls emotion's `styled(tag, options)`. The package's main module also makes a
        // ready styled component for each of ~130 HTML and SVG tags (`styled.div` and so on), which nothing here
        // uses, in the first task a phone runs (~11 % of evaluating the first download's modules); its `base` is
        // the same `styled` without them.
        { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
      ],
      // rxjs (under Apollo Client) otherwise resolves to its ES5 build, whose downlevelled classes and
      // tslib helpers cost ~2 KB gzip more than its ES2015 build; every browser we support runs ES2015+.
      conditions: ['es2015', ...defaultClientConditions],
    },
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist'),
      emptyOutDir: true,
      sourcemap: false,
      // Every browser we support has <link rel="modulepreload">; the polyfill would only add bytes.
      modulePreload: {
        polyfill: false,
        // A lazy chunk's preload list leaves out the files the entry itself imports (vendor, ui, the runtime, index):
        // every page has them already, and each lazy import's list named them again, in the first screen's bytes.
        resolveDependencies: (_file, deps) => deps.filter((d) => !/(^|\/)(vendor|ui|rolldown-runtime|index)-[\w-]+\.js$/.test(d)),
      },
      rolldownOptions: {
        // Precompression takes most of the build's seconds on purpose; no need to report it.
        checks: { bundlerTimings: false },
        treeshake: { moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
        output: {
          // Lazily loaded chunks are named by their hash alone: the entry lists every one of them (with the
          // files each needs) to preload them, and their names cost the first download ~0.5 KB gzip. The
          // first screen's files and the navigation keep their names.
          chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
          // Few, larger files for the first screen: small chunks each gzip on their own (no shared
          // dictionary), which cost /dashboard several KB of issue 4's 200 KB budget. The groups hold
          // only first-screen modules; everything else still splits per page. The shell's and the
          // dashboard's own code gets a chunk of its own, so the sign-in page does not load it.
          codeSplitting:
            mode === ANALYSIS_MODE
              ? true
              : {
                  groups: [
                    { name: 'vendor', test: (id) => VENDOR.test(id) && first.has(id), priority: 2 },
                    // The navigation a screen width shows, with the components only it uses, as one file.
                    ...(['side-menu', 'bottom-bar'] as const).map((name) => ({
                      name,
                      test: (id: string) => first.navigation(id) === name,
                      priority: 1,
                      includeDependenciesRecursively: false,
                    })),
                    // With the libraries go the few modules of ours that a signed-out screen loads too (error
                    // messages, the welcome flag): in the app chunk they would make the sign-in page download
                    // the shell's and the dashboard's code for them.
                    { name: 'ui', test: (id) => (NODE_MODULES.test(id) && first.has(id)) || first.sharedWithSignedOut(id), priority: 1 },
                    {
                      name: 'app',
                      test: (id) => !NODE_MODULES.test(id) && first.signedIn(id) && !first.sharedWithSignedOut(id),
                      priority: 1,
                      // Code the entry holds stays there; this chunk imports it from the entry.
                      includeDependenciesRecursively: false,
                    },
                  ],
                },
        },
      },
    },
    server: {
      // `npm run dev:web` proxies API calls to the server started by `npm start` / `npm run dev`.
      proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000' },
    },
  };
});
