import type { RemoteName } from './remotes';

// Carries a screen's props type; never set at run time.
declare const screenProps: unique symbol;

/** Props of a screen that takes none (it reads its route params itself). */
export type NoProps = Record<string, never>;

export interface ScreenEntry<P extends object = NoProps> {
  /** 'page': shown on the shell's routes; 'dialog': opened by the shell over any page. */
  kind: 'page' | 'dialog';
  /** From the remote's folder, as Module Federation's `exposes` takes it. */
  module: `./src/screens/${string}.tsx`;
  readonly [screenProps]?: P;
}

/** A screen the shell routes to; `P` is what the route table passes it. */
export function page<P extends object = NoProps>(
  module: ScreenEntry['module'],
): ScreenEntry<NoInfer<P>> {
  return { kind: 'page', module };
}

/** A screen the shell opens over any page; it is routed nowhere. */
export function dialog<P extends object>(module: ScreenEntry['module']): ScreenEntry<P> {
  return { kind: 'dialog', module };
}

export interface ScreenManifest<
  R extends RemoteName = RemoteName,
  S extends Record<string, ScreenEntry<object>> = Record<string, ScreenEntry<object>>,
> {
  remote: R;
  /** By exposed name: the shell loads `${remote}/${name}`. */
  screens: S;
}

/** The screens one remote exposes: its `exposes`, its dev page and the shell's types follow. */
export function defineScreens<R extends RemoteName, S extends Record<string, ScreenEntry<object>>>(
  remote: R,
  screens: S,
): ScreenManifest<R, S> {
  return { remote, screens };
}

/** `remote/Name` of every screen in a manifest, each with its props. */
export type ScreensOf<M> =
  M extends ScreenManifest<infer R, infer S>
    ? { [K in keyof S & string as `${R}/${K}`]: S[K] extends ScreenEntry<infer P> ? P : never }
    : never;

/** A page of a remote's dev page: a screen of its manifest on its path in the shell's routes. */
export interface StandaloneRoute {
  path: string;
  /** Its name in the manifest. */
  screen: string;
  label: string;
  props?: object;
}
