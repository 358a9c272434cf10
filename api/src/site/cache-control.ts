/** For content-addressed files: the URL changes whenever the bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For files whose URL stays the same across releases: always revalidate. */
export const REVALIDATE = 'no-cache';
