/** Module Federation container names, one per independently released remote. */
export const REMOTE_NAMES = [
  'remote_auth',
  'remote_coupons',
  'remote_flights',
  'remote_content',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One live release: its version and the URL of its mf-manifest.json. */
export type RemoteRelease = { version: string; entry: string };

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

/** Each exposed screen and the remote that serves it. */
export const EXPOSED_SCREENS = {
  'remote_content/HomePage': 'remote_content',
  'remote_content/DownloadPage': 'remote_content',
  'remote_content/TravelBlogPage': 'remote_content',
  'remote_content/ContactUsPage': 'remote_content',
  'remote_content/PolicyPage': 'remote_content',
  'remote_flights/FlightsSearchPage': 'remote_flights',
  'remote_flights/FlightsInfoPage': 'remote_flights',
  'remote_flights/FlightsProductPage': 'remote_flights',
  'remote_flights/FlightsBookingPage': 'remote_flights',
  'remote_flights/FlightsOrderListPage': 'remote_flights',
  'remote_flights/FlightsOrderDetailPage': 'remote_flights',
  'remote_flights/FlightsRefundOrderListPage': 'remote_flights',
  'remote_coupons/CouponPage': 'remote_coupons',
  'remote_coupons/CouponOrderListPage': 'remote_coupons',
  'remote_coupons/RefundOrderListPage': 'remote_coupons',
  'remote_auth/SignInPage': 'remote_auth',
  'remote_auth/SignUpPage': 'remote_auth',
  'remote_auth/AuthModal': 'remote_auth',
} as const satisfies Record<string, RemoteName>;

export type ExposedScreenId = keyof typeof EXPOSED_SCREENS;

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

export type PolicyPageProps = { page: PolicyPageId };

export type AuthModalProps = {
  mode: 'signIn' | 'signUp';
  open: boolean;
  onClose: () => void;
  onSignedIn?: () => void;
};

/** Props of each exposed screen; screens not listed take none and read route params themselves. */
export type ExposedScreenProps<S extends ExposedScreenId> = S extends 'remote_content/PolicyPage'
  ? PolicyPageProps
  : S extends 'remote_auth/AuthModal'
    ? AuthModalProps
    : Record<string, never>;
