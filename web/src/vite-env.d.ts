/// <reference types="vite/client" />

/** True in demo builds (`npm run build:demo`): set by vite.config's `define`, so normal builds drop the demo code. */
declare const __DEMO_BUILD__: boolean;

interface ImportMetaEnv {
  /** 'true' in mock mode (`npm run dev:mock`, web/.env.mock). */
  readonly VITE_MOCKS?: string;
  /** 'true' in demo builds (`npm run build:demo`, web/.env.demo): "Try the demo" and the in-browser backend. */
  readonly VITE_DEMO?: string;
}
