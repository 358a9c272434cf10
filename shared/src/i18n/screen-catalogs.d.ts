/**
 * A screen's messages from its app's catalogue, `../locales/hi-IN.json?screen=<file>&messages`:
 * the build keeps only those the screen's code names (i18n.config.ts). Each remote's
 * tsconfig.json includes this file.
 */
declare module '*&messages' {
  const messages: Record<string, string>;
  export default messages;
}
