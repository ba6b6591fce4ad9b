import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SigV4Request {
  method: string;
  /** Host as sent in the Host header (with the port when it is not the default). */
  host: string;
  /** The path, already URI-encoded as it goes on the wire. */
  path: string;
  /** Extra headers to sign (lower-case names), besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  payloadHash: string;
  date: Date;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * AWS Signature Version 4 for one request without a query string: the headers to send,
 * Authorization included. S3-compatible stores (MinIO, R2, Spaces, Wasabi) all accept it.
 */
export function signV4(credentials: SigV4Credentials, request: SigV4Request): Record<string, string> {
  const service = credentials.service ?? 's3';
  const stamp = amzDate(request.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    host: request.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': stamp,
    ...request.headers,
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const canonicalHeaders = names.map((name) => `${name}:${String(headers[name]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [request.method, request.path, '', canonicalHeaders, signedHeaders, request.payloadHash].join('\n');
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
