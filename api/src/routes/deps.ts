import type { Config } from '../config';
import type { Database } from '../db/database';

/** What every route module receives as plugin options. */
export interface RouteDeps {
  config: Config;
  db: Database;
  /** XSRF_SECRET or the one generated once and stored in app_setting. */
  xsrfSecret: string;
}
