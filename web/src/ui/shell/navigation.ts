import { lazy } from 'react';
import { breakpoints } from '../../theme';

/**
 * Phones get the bottom bar and wider screens the side menu (spec §2), never both, so each is a chunk
 * of its own that loads only where it shows.
 */
let sideMenu: Promise<typeof import('./SideMenu')> | undefined;
let bottomBar: Promise<typeof import('./BottomBar')> | undefined;
const loadSideMenu = () => (sideMenu ??= import('./SideMenu'));
const loadBottomBar = () => (bottomBar ??= import('./BottomBar'));

export const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));
export const BottomBar = lazy(() => loadBottomBar().then((m) => ({ default: m.BottomBar })));

/** Starts loading the navigation this screen width shows, alongside the session check. */
export function preloadNavigation(): Promise<unknown> {
  const desktop = window.matchMedia?.(breakpoints.up('md').replace(/^@media\s*/, '')).matches ?? true;
  return desktop ? loadSideMenu() : loadBottomBar();
}
