// Declaration merging needs `interface` here (vite's ImportMetaEnv).
interface ImportMetaEnv {
  readonly VITE_PARTNER_ID?: string;
  /** Set by vite.config.ts: package version and commit. */
  readonly VITE_APP_VERSION?: string;
}
