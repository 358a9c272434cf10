import { apiPost } from '@travel/shared';
import { renderStandalone } from '@travel/shared/standalone';
import screens from './screens';

// The api hands out the XSRF cookie with its pages; this page comes from the dev server, so it
// gets the cookie from the first call, which needs none, before any screen calls the api.
void apiPost('/travel/api/website/auth/check', {})
  .catch(() => undefined)
  .finally(() => renderStandalone('Coupons', screens, (file) => import(`./screens/${file}`)));
