/**
 * The independently released remotes: Module Federation container name, folder and dev-server
 * port (moved with `<NAME>_PORT`, e.g. REMOTE_AUTH_PORT). What each one exposes is in its
 * screen manifest, `<dir>/src/screens.ts`.
 */
export const REMOTES = {
  remote_auth: { dir: 'remote-auth', devPort: 3001 },
  remote_coupons: { dir: 'remote-coupons', devPort: 3002 },
  remote_flights: { dir: 'remote-flights', devPort: 3003 },
  remote_content: { dir: 'remote-content', devPort: 3004 },
} as const;

export type RemoteName = keyof typeof REMOTES;

/** Module Federation container names, one per independently released remote. */
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/**
 * The field of a remote build's mf-manifest.json that gives the integrity (`sha256-<base64>`)
 * of each of its scripts, by path in the release folder: the manifest is checked against
 * /remotes.json, and each chunk against the manifest (docs/decisions/0023).
 */
export const MANIFEST_INTEGRITY_FIELD = 'travelIntegrity';

/** A release's file the page loads itself, by its path in the release folder. */
export const RELEASE_ENTRY_FILES = ['mf-manifest.json', 'remoteEntry.js'] as const;
export type ReleaseEntryFile = (typeof RELEASE_ENTRY_FILES)[number];

/**
 * One live release: its version, the URL of its mf-manifest.json, and the subresource
 * integrity (`sha256-<base64>`) of its manifest and entry as published; the entry checks its
 * own chunks.
 */
export type RemoteRelease = {
  version: string;
  entry: string;
  integrity?: Partial<Record<ReleaseEntryFile, string>>;
};

/**
 * The release of one remote a visitor gets (the live one, or a canary), and the last version
 * that was live and healthy, to fall back to when that one fails to load.
 */
export type RemoteLive = RemoteRelease & { lastKnownGood?: RemoteRelease };

/**
 * The /remotes.json document (also inlined in the page): the release of each remote for this
 * visitor; a remote with no live release is absent. The shell checks its shape when it reads it.
 */
export type RemotesDocument = { remotes: Partial<Record<RemoteName, RemoteLive>> };

/** The policy and company pages, each served at `/${id}` by remote_content/PolicyPage. */
export const POLICY_PAGE_IDS = [
  'privacy-policy',
  'flight-coupon-terms',
  'refund-cancellation-policy',
  'grievance-policy',
  'products-services',
  'about-us',
] as const;

export type PolicyPageId = (typeof POLICY_PAGE_IDS)[number];

/** Props of a screen that takes none (it reads its route params itself). */
export type NoProps = Record<string, never>;

export type PolicyPageProps = { page: PolicyPageId };

export type AuthModalProps = {
  mode: 'signIn' | 'signUp';
  open: boolean;
  onClose: () => void;
  onSignedIn?: () => void;
};
