/**
 * A value made the first time it is asked for. For Intl formatters: making one loads its
 * locale's data, a long task on a slow phone, which a page should not pay for while it starts
 * and shows nothing the formatter would format.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
