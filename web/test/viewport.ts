/**
 * jsdom has no window.matchMedia, so MUI's useMediaQuery falls back to its default (the shell
 * defaults to desktop). `setViewportWidth(390)` installs a matchMedia that answers width queries
 * for that width (and, with `colorScheme`, the system's light or dark preference); `resetViewport()`
 * removes it again (call it in afterEach).
 */
export function setViewportWidth(width: number, { colorScheme }: { colorScheme?: 'light' | 'dark' } = {}) {
  window.matchMedia = (query: string) => {
    const min = [...query.matchAll(/min-width:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
    const max = [...query.matchAll(/max-width:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
    const matches =
      (!!colorScheme && query.includes(`prefers-color-scheme: ${colorScheme}`)) ||
      (min.length + max.length > 0 && min.every((v) => width >= v) && max.every((v) => width <= v));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

export function resetViewport() {
  // @ts-expect-error jsdom ships without matchMedia; put it back that way.
  delete window.matchMedia;
}
