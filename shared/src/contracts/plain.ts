// The contract without its zod schemas: constants, messages, rules as plain functions, types.
// Apps import it as '@travel/shared/contracts/plain', which is not a shared module: each build
// keeps only what it uses. '@travel/shared/contracts' (the api, tests) adds the schemas.
export * from './api-routes';
export * from './business-errors';
export * from './company';
export * from './contact';
export * from './constants';
export * from './coupon-tiers';
export * from './coupons';
export * from './envelope';
export * from './booking-form';
export * from './flight-booking';
export * from './exposed-screens';
export * from './flight-search';
export * from './first-paint';
export * from './flights';
export * from './headers';
export * from './locales';
export * from './member-hint';
export * from './money';
export * from './remotes';
export * from './rules';
export * from './screen-manifest';
export * from './shared-answers';
export * as pageTitles from './page-titles';
export * as sitePaths from './site-paths';
export * from './site-path';
export * from './site-routes';
export * from './staff-console';
export * from './statuses';
export * from './time';
