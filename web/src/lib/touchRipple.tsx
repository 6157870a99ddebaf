import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';

/** What MUI's ButtonBase asks of its TouchRipple (through a ref). */
type RippleApi = Record<'start' | 'stop' | 'pulsate', (...args: unknown[]) => void>;
type Ripple = ComponentType<Record<string, unknown> & { ref?: Ref<RippleApi> }>;

let loaded: Ripple | undefined;
let loading: Promise<Ripple> | undefined;
const load = () =>
  (loading ??= import('@mui/material/ButtonBase/TouchRipple').then((m) => (loaded = m.default as unknown as Ripple)));

/**
 * MUI's TouchRipple, fetched when a button is first pressed or focused from the keyboard instead of with the first
 * screen (the production build gives this module to ButtonBase in its place: `lazyTouchRipple` in vite.config.mts).
 * ButtonBase mounts its ripple only on that first interaction anyway; the ripples it asks for while the code is on
 * its way are played once it is there, in order. Once fetched, every button renders MUI's TouchRipple at once.
 */
const TouchRipple = forwardRef<RippleApi, Record<string, unknown>>(function TouchRipple(props, ref) {
  const [Component, setComponent] = useState(() => loaded);
  const real = useRef<RippleApi | null>(null);
  const waiting = useRef<[keyof RippleApi, unknown[]][]>([]);

  useImperativeHandle(ref, () => {
    const call =
      (method: keyof RippleApi) =>
      (...args: unknown[]) => {
        if (real.current) real.current[method](...args);
        else waiting.current.push([method, args]);
      };
    return { start: call('start'), stop: call('stop'), pulsate: call('pulsate') };
  }, []);

  useEffect(() => {
    if (!Component) void load().then((c) => setComponent(() => c));
    else if (real.current) for (const [method, args] of waiting.current.splice(0)) real.current[method](...args);
  }, [Component]);

  return Component ? <Component {...props} ref={real} /> : null;
});

export default TouchRipple;
