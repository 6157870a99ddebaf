// Build time only (web/vite.config.mts runs it in Node): never part of the browser bundle.
import { renderAuthPage } from './auth';
import { renderDashboardPage } from './dashboard';
import type { PrerenderedPage } from './page';

/** The prerendered pages, by file name under web/dist (the server picks them: api/src/speed/first-page/first-pages.ts). */
export function renderPages(indexHtml: string): Record<string, PrerenderedPage> {
  return {
    'prerendered/auth.html': renderAuthPage(indexHtml),
    'prerendered/dashboard.html': renderDashboardPage(indexHtml),
  };
}
