// Types only: the remotes' manifests are the one list of what each remote exposes.
import type authScreens from '../../../remote-auth/src/screens';
import type contentScreens from '../../../remote-content/src/screens';
import type couponScreens from '../../../remote-coupons/src/screens';
import type flightScreens from '../../../remote-flights/src/screens';
import type { ScreensOf } from './screen-manifest';

/** Every exposed screen, as `remote/Name`, with the props it takes. */
export type ExposedScreens = ScreensOf<typeof authScreens> &
  ScreensOf<typeof couponScreens> &
  ScreensOf<typeof flightScreens> &
  ScreensOf<typeof contentScreens>;

export type ExposedScreenId = keyof ExposedScreens;

export type ExposedScreenProps<S extends ExposedScreenId> = ExposedScreens[S];
