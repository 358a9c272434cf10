import type { RemoteScreenProps } from './exposed-screens';
import type { NoProps, RemoteName } from './remotes';
import type { InPageApiPath, RequestOf } from './schemas/api-routes';

// Carries a screen's props type; never set at run time.
declare const screenProps: unique symbol;

export type { NoProps } from './remotes';

/**
 * A call whose answer the server puts in the page it renders with the screen, under the query
 * key the screen reads it by: the screen paints with it and asks the api for nothing when it
 * starts. Only calls the contract marks `inPage` (public, read-only, the same for everybody) or
 * `memberPage` (the member's own, read-only, asked with their session on their page only).
 */
export interface PageAnswer<P extends InPageApiPath = InPageApiPath> {
  queryKey: PageQueryKey;
  path: P;
  body: RequestOf<P>;
}

/** A query key as a page carries it: names, numbers and requests (plain JSON objects). */
export type PageQueryKey = readonly (string | number | Readonly<Record<string, unknown>>)[];

/**
 * A call whose answer the page carries when its URL asks for one: a search's results for the
 * search in the query. `ofUrl` reads the page's query and names the call, or gives undefined. The
 * server asks it as the visitor would, within the visitor's read budget.
 */
export interface UrlPageAnswer {
  /** `params`: the route's path parameters (`orderId` of /html/flights-orderDetail/:orderId). */
  ofUrl: (
    query: URLSearchParams,
    params: Readonly<Record<string, string>>,
  ) => PageAnswer | undefined;
  /**
   * The page's status when the api refuses the call as the caller's mistake; else the api's
   * code. 404 where the URL names something that is not there (a tampered itinerary id).
   */
  refusedAs?: 404 | 410;
}

export function urlPageAnswer(
  ofUrl: UrlPageAnswer['ofUrl'],
  options: Pick<UrlPageAnswer, 'refusedAs'> = {},
): UrlPageAnswer {
  return { ofUrl, ...options };
}

/** The id of the JSON script element that carries a page's answers: `CarriedAnswer[]`. */
export const PAGE_ANSWERS_ID = 'travel-page-answers';

/**
 * An answer as a page carries it: the call's data or, for a call the page's URL names, the api's
 * refusal of it (a past date, a tampered itinerary id). The screen then paints the refusal as it
 * would its own call's, and does not ask again when it starts.
 */
export type CarriedAnswer =
  { queryKey: PageQueryKey; data: unknown } | { queryKey: PageQueryKey; refusal: CarriedRefusal };

/** A refusal as the api's envelope gave it: its code and message, its name and values if any. */
export interface CarriedRefusal {
  code: number;
  msg: string;
  error?: string;
  params?: Record<string, string>;
}

export function pageAnswer<P extends InPageApiPath>(
  queryKey: PageQueryKey,
  path: P,
  body: RequestOf<P>,
): PageAnswer<P> {
  return { queryKey, path, body };
}

export interface ScreenEntry<P extends object = NoProps> {
  /** 'page': shown on the shell's routes; 'dialog': opened by the shell over any page. */
  kind: 'page' | 'dialog';
  /** From the remote's folder, as Module Federation's `exposes` takes it. */
  module: `./src/screens/${string}.tsx`;
  /** What a server-rendered page of the screen carries (its route must be server-rendered). */
  answers?: readonly (PageAnswer | UrlPageAnswer)[];
  readonly [screenProps]?: P;
}

/** A screen the shell routes to; `P` is what the route table passes it. */
export function page<P extends object = NoProps>(
  module: ScreenEntry['module'],
  options: { answers?: readonly (PageAnswer | UrlPageAnswer)[] } = {},
): ScreenEntry<NoInfer<P>> {
  return options.answers
    ? { kind: 'page', module, answers: options.answers }
    : { kind: 'page', module };
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

/**
 * The screens one remote exposes: its `exposes` and its dev page follow. They must be the
 * screens the contract declares for the remote (RemoteScreenProps), each taking its props.
 */
export function defineScreens<
  R extends RemoteName,
  S extends { [K in keyof RemoteScreenProps[R]]: ScreenEntry<RemoteScreenProps[R][K] & object> },
>(
  remote: R,
  screens: S & Record<Exclude<keyof S, keyof RemoteScreenProps[R]>, never>,
): ScreenManifest<R, S> {
  return { remote, screens };
}

/** A page of a remote's dev page: a screen of its manifest on its path in the shell's routes. */
export interface StandaloneRoute {
  path: string;
  /** Its name in the manifest. */
  screen: string;
  label: string;
  props?: object;
}

/**
 * What the shell's build writes into its dist: the screens it routes or opens, by remote, and
 * the @travel/shared version whose props it passes them. The skew gate reads it from the live
 * shell, so a remote release is judged against what the running shell shows.
 */
export const ROUTED_SCREENS_FILE = 'routed-screens.json';

export interface RoutedScreens {
  contract: string;
  screens: Partial<Record<RemoteName, string[]>>;
}
