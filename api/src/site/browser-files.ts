// Files a build leaves for tools, not browsers: bundle statistics, source maps, type bundles.
// They name the exact version of every library, so they are never served.
const BUILD_ONLY = [
  /(^|\/)mf-stats\.json$/,
  /(^|\/)stats\.json$/,
  /\.map$/,
  /\.d\.ts$/,
  /\.zip$/,
  /(^|\/)@mf-types(\/|$)/,
  // The node bundles the api renders pages with.
  /(^|\/)ssr\/[^/]+\.mjs$/,
];

/** Whether a file of a release folder is one the browser loads. */
export function isRemoteFileForBrowsers(pathname: string): boolean {
  return !BUILD_ONLY.some((pattern) => pattern.test(pathname));
}

/**
 * The shell is the host: browsers need no federation manifest of its own either, nor the list
 * of its start-up files, which the api reads to preload them.
 */
export function isShellFileForBrowsers(pathname: string): boolean {
  return (
    isRemoteFileForBrowsers(pathname) && !/^\/?(?:mf-manifest|startup-files)\.json$/.test(pathname)
  );
}
