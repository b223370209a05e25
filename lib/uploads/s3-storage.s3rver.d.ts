// Types for the part of @20minutes/s3rver (the S3 emulator the S3 storage tests run) that we use;
// the package ships none.
declare module '@20minutes/s3rver' {
  export type S3rverOptions = {
    address?: string;
    /** 0 picks a free port */
    port?: number;
    /** where buckets and objects are kept on disk */
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    /** false (the default): a request signed with the wrong secret is refused with SignatureDoesNotMatch */
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number; family: string }>;
    close(): Promise<void>;
  }
}
