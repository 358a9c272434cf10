export const CREDENTIAL_HEADER = 'Authorization';
export const SOURCE_HEADER = 'X-Travel-Source';
export const SOURCE_MARKER = 'travel-web';
export const TIMESTAMP_HEADER = 'X-Travel-Timestamp';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function credentialHeaderValue(token: string): string {
  return `Bearer ${token}`;
}
