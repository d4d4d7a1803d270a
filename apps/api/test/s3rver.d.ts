// s3rver ships no types: the part of its API the tests use.
declare module 's3rver/lib/stores/filesystem.js' {
  export default class FilesystemStore {
    getResourcePath(bucket: string, key: string, resource: string): string;
    deleteObject(bucket: string, key: string): Promise<void>;
  }
}
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs: unknown[] }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
