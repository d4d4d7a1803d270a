// Declaration merging needs `interface` here (vite's ImportMetaEnv).
interface ImportMetaEnv {
  readonly VITE_PARTNER_ID?: string;
}
