// The zod schemas of the contract. The root entry '@travel/shared' exports only their types, so
// a page that validates nothing loads no zod; a screen imports the schemas from
// '@travel/shared/contracts/schemas', one module that the shell provides to every remote.
export * from './api-routes';
export * from './booking-form';
export * from './contact';
export * from './coupons';
export * from './envelope';
export * from './flight-booking';
export * from './flight-search';
export * from './flight-search-form';
export * from './flights';
export * from './rules';
