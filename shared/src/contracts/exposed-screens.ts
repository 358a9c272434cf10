import type { AuthModalProps, NoProps, PolicyPageProps, RemoteName } from './remotes';

/**
 * The contract of the screens: per remote, the screens it exposes and the props the shell
 * passes each. Each remote's manifest (src/screens.ts) is held to it by `defineScreens`; the
 * shell routes by it. A remote that adds a screen adds it here first, in a release of
 * @travel/shared.
 */
export interface RemoteScreenProps {
  remote_auth: { SignInPage: NoProps; SignUpPage: NoProps; AuthModal: AuthModalProps };
  remote_coupons: {
    CouponPage: NoProps;
    CouponOrderListPage: NoProps;
    RefundOrderListPage: NoProps;
  };
  remote_flights: {
    FlightsSearchPage: NoProps;
    FlightsInfoPage: NoProps;
    FlightsProductPage: NoProps;
    FlightsBookingPage: NoProps;
    FlightsOrderListPage: NoProps;
    FlightsOrderDetailPage: NoProps;
    FlightsRefundOrderListPage: NoProps;
  };
  remote_content: {
    HomePage: NoProps;
    DownloadPage: NoProps;
    TravelBlogPage: NoProps;
    ContactUsPage: NoProps;
    PolicyPage: PolicyPageProps;
  };
}

type ScreensOfRemote<R extends RemoteName> = {
  [S in keyof RemoteScreenProps[R] & string as `${R}/${S}`]: RemoteScreenProps[R][S];
};

/** Every exposed screen, as `remote/Name`, with the props it takes. */
export type ExposedScreens = ScreensOfRemote<'remote_auth'> &
  ScreensOfRemote<'remote_coupons'> &
  ScreensOfRemote<'remote_flights'> &
  ScreensOfRemote<'remote_content'>;

export type ExposedScreenId = keyof ExposedScreens;

export type ExposedScreenProps<S extends ExposedScreenId> = ExposedScreens[S];

/** Every screen name of each remote, once; tsc holds the lists to RemoteScreenProps. */
type AllOf<R extends RemoteName, L extends readonly (keyof RemoteScreenProps[R])[]> =
  Exclude<keyof RemoteScreenProps[R], L[number]> extends never ? L : never;

function screenNames<R extends RemoteName>() {
  return <const L extends readonly (keyof RemoteScreenProps[R] & string)[]>(list: AllOf<R, L>) =>
    list;
}

/** The screens each remote exposes, by name: what the shell may route to it. */
export const REMOTE_SCREENS = {
  remote_auth: screenNames<'remote_auth'>()(['SignInPage', 'SignUpPage', 'AuthModal']),
  remote_coupons: screenNames<'remote_coupons'>()([
    'CouponPage',
    'CouponOrderListPage',
    'RefundOrderListPage',
  ]),
  remote_flights: screenNames<'remote_flights'>()([
    'FlightsSearchPage',
    'FlightsInfoPage',
    'FlightsProductPage',
    'FlightsBookingPage',
    'FlightsOrderListPage',
    'FlightsOrderDetailPage',
    'FlightsRefundOrderListPage',
  ]),
  remote_content: screenNames<'remote_content'>()([
    'HomePage',
    'DownloadPage',
    'TravelBlogPage',
    'ContactUsPage',
    'PolicyPage',
  ]),
} satisfies { [R in RemoteName]: readonly string[] };
