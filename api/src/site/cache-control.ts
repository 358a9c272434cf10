/** For content-addressed files: the URL changes whenever the bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For files whose URL stays the same across releases: always revalidate. */
export const REVALIDATE = 'no-cache';
/** For a page that carries a member's own answers: kept by no cache, the browser's included. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
