// The policy pages' content files as the build makes them into modules (content-plugin.ts), in a
// module of their own so that a unit test can stand in for the bundler's contexts.

/** The front matter of every page, content/pages/<id>.md, in the screen's chunk. */
export const pageMetaFiles = import.meta.webpackContext('../../content/pages?meta', {
  // The English pages only: a translation's front matter is not shown.
  regExp: /^\.\/[\w-]+\.md$/,
});

/**
 * Every page's body, each a chunk of its own fetched when its page is opened: the English
 * content/pages/<id>.md and its translations content/pages/<locale>/<id>.md.
 */
export const pageBodyFiles = import.meta.webpackContext('../../content/pages', {
  regExp: /^\.\/(?:[a-z]{2}-[A-Z]{2}\/)?[\w-]+\.md$/,
  mode: 'lazy',
});
