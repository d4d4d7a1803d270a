// Types of scripts/nginx-local.mjs, for the TypeScript tests that start nginx.
export function nginxBinary(): string;
export function renderCareConf(values: Record<string, string>): string;
export type LocalNginx = {
  port: number;
  /** https://127.0.0.1:<port> */
  base: string;
  /** The self-signed certificate to trust. */
  ca: string;
  dir: string;
  /** Lines `<client> "<X-Forwarded-For>" <servers> <status> "<request>"`. */
  accessLog: () => string;
  errorLog: () => string;
  stop: () => Promise<void>;
};
export function startNginx(opts: {
  port: number;
  upstreams: [number, number];
  /** nginx's worker_processes (1; 'auto': one a core). */
  workers?: number | 'auto';
}): Promise<LocalNginx>;
