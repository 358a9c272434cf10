export const API_PREFIX = '/travel/api/';

/** 64 KB: the largest JSON body the API reads. */
export const API_BODY_LIMIT = 64 * 1024;

export type ApiPath = `/travel/api/${string}`;

export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(url: string): boolean {
  return pathOf(url).startsWith(API_PREFIX);
}
