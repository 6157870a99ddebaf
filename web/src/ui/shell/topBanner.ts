import { useLayoutEffect, type RefObject } from 'react';

/**
 * A banner stuck to the top of every screen (demo mode's) publishes its height in this CSS variable on <html>; the
 * shell's fixed side menu and sticky header, and the toasts, start below it. Without a banner it is unset: 0px.
 */
export const TOP_BANNER_VAR = '--top-banner-height';
/** The banner's height in CSS, for `top` and `calc()`. */
export const TOP_BANNER_HEIGHT = `var(${TOP_BANNER_VAR}, 0px)`;

/** Keeps TOP_BANNER_VAR at the height of the element in `ref` (it wraps onto more lines on a phone) while it is shown. */
export function useTopBannerHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(TOP_BANNER_VAR, `${el.getBoundingClientRect().height}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(TOP_BANNER_VAR);
    };
  }, [ref]);
}
