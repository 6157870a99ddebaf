/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in mock mode (`npm run dev:mock`, web/.env.mock). */
  readonly VITE_MOCKS?: string;
}
