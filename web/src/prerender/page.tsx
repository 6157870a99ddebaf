// Build time only (web/vite.config.mts runs it in Node): never part of the browser bundle.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../App';
import { PRERENDERED_ID, PRERENDERED_SCREEN_ATTR } from '../lib/prerendered';
import { ENTRY_SCRIPT, MODULE_PRELOAD } from '../../start-in-tasks.mts';

/** emotion's tags, and the theme's CSS variables (lib/colorScheme's ThemeVars). */
const STYLE_TAG = /<style (?:data-emotion="[^"]*"|data-theme-vars="")[^>]*>[^<]*<\/style>/g;

/**
 * The theme's dark scheme applies by a class on <html> that the app sets once its script runs. Before that, a
 * visitor whose system asks for dark gets it from the same variables by media query, as the boot spinner does.
 */
function systemDark(styles: string): string {
  const rules = [...styles.matchAll(/(?:^|[}>])\.dark\{([^{}]*)\}/g)].map((m) => m[1]);
  if (rules.length === 0) throw new Error('The theme no longer writes a .dark { … } rule: update prerender/page.tsx');
  return `<style>@media (prefers-color-scheme: dark){:root:not(.light){${rules.join('')}}}</style>`;
}

/**
 * No paint until the parser has reached `#root`, i.e. until the whole prerendered screen is in the document. The
 * browser may otherwise paint a document it has only partly parsed (a slow link delivering the HTML in pieces, a
 * parser yielding on a busy phone): the card, centred on the screen, was painted with only its first fields and
 * jumped up as the rest arrived (CLS ~0.1 in a quarter of the loads here). Browsers without `rel="expect"` ignore it.
 */
const WHOLE_SCREEN_FIRST = '<link rel="expect" href="#root" blocking="render">';

/**
 * The weights of Roboto the prerendered screens draw (body text 400; titles, headings, tabs, buttons and links at
 * 600 and 700, which 600 resolves to). Preloaded from the head: the render-blocking link above means the screen is
 * laid out only once parsed, and fonts are otherwise asked for only by that layout, i.e. after the first paint.
 * Painted in the fallback, the largest text then counts again for LCP when the app draws its own copy in Roboto, a
 * hair wider (Lighthouse on /auth: LCP 1.2 -> 3.4 s). `e2e/auth-prerender.e2e.ts` checks the sign-in screen asks
 * for no other font file.
 */
const FIRST_SCREEN_WEIGHTS = [400, 700];

/** `<link rel="preload">` for each of `FIRST_SCREEN_WEIGHTS`, from the @font-face rules in index.html. */
function fontPreloads(indexHtml: string): string {
  return FIRST_SCREEN_WEIGHTS.map((weight) => {
    const href = new RegExp(`url\\((/assets/roboto-latin-${weight}-normal-[\\w-]+\\.woff2)\\)`).exec(indexHtml)?.[1];
    if (!href) throw new Error(`index.html: no @font-face for Roboto ${weight}: update prerender/page.tsx`);
    return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
  }).join('');
}

/** Longest wait for the first paint before the app's scripts are fetched anyway (a tab that never paints, say). */
const START_TIMEOUT_MS = 1000;

/**
 * The page's only script: with the screen already in the HTML, the link's first bytes go to the page and its
 * fonts, so the app's scripts (and their preloads) are fetched once the page has painted its text; then the app
 * starts as from index.html. A hidden tab, or a browser without paint timing, starts at once.
 */
function startScript(entry: string, preloads: string[]): string {
  return `// A prerendered page (prerendered/*.html) starts the app once it has painted.
const entry = ${JSON.stringify(entry)};
const preloads = ${JSON.stringify(preloads)};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(entry);
};
if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, ${START_TIMEOUT_MS});
}
`;
}

export interface PrerenderedPage {
  html: string;
  /** The page's start script (the same file for every prerendered page of a build). */
  script: { fileName: string; source: string };
}

/**
 * index.html with `screen` (rendered at `location` inside the app's providers) already in it, so the visitor sees
 * the screen at the first paint instead of after the scripts have run (Lighthouse's FCP and LCP). The screen's
 * emotion `<style>` tags (global styles, each class) and the theme's CSS variables are taken out of the markup in
 * render order for the document's head; they keep emotion's `data-emotion` attributes (and the variables theirs),
 * so the client adopts them rather than inserting the same rules again. The markup sits in `#prerendered`, inert
 * (nothing in it can be focused or typed into, so no input is lost when the app replaces it) and hidden from
 * assistive technology, like a loading screen. `head` goes at the end of the head; `title` replaces the page's.
 * `styleSamples` is rendered the same way for its styles alone: components the app draws on this page soon after its
 * first commit, whose rules the client then finds in the page (emotion inserts each rule when it first renders it:
 * stylis, then `insertRule`, in React's commits on a phone's main thread).
 */
export function prerenderPage(
  indexHtml: string,
  location: string,
  screen: ReactNode,
  { head = '', title, styleSamples }: { head?: string; title?: string; styleSamples?: ReactNode } = {},
): PrerenderedPage {
  const render = (node: ReactNode) => {
    const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    return renderToStaticMarkup(
      <StaticRouter location={location}>
        <AppProviders client={client}>{node}</AppProviders>
      </StaticRouter>,
    );
  };
  const tags = new Set<string>();
  const takeStyles = (rendered: string) =>
    rendered.replace(STYLE_TAG, (tag) => {
      tags.add(tag);
      return '';
    });
  const markup = takeStyles(render(screen));
  // What the app draws next on this page (its items, navigation, first toast): only their styles are kept, after
  // the screen's, where the app would have inserted them.
  if (styleSamples !== undefined) takeStyles(render(styleSamples));
  const styles = [...tags].join('');
  const body = /<body>\s*<div id="root">[\s\S]*<\/div>\s*<\/body>/;
  if (!body.test(indexHtml) || /<body>[\s\S]*<script/.test(indexHtml)) {
    throw new Error('index.html: expected a body holding only <div id="root">: update prerender/page.tsx');
  }
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html: no module entry script found: update prerender/page.tsx');
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const source = startScript(entry, preloads);
  const fileName = `assets/page-start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  let html = indexHtml
    .replace('</title>', () => `</title>${fontPreloads(indexHtml)}`)
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script type="module" crossorigin src="/${fileName}"></script>`)
    .replace('</head>', () => `${styles}${systemDark(styles)}${head}${WHOLE_SCREEN_FIRST}</head>`)
    .replace(body, () => `<body><div id="${PRERENDERED_ID}" ${PRERENDERED_SCREEN_ATTR}="${location}" inert aria-hidden="true">${markup}</div><div id="root"></div></body>`);
  if (title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  return { html, script: { fileName, source } };
}
