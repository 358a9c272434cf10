/**
 * The parts of a paged list: Previous / Next with "Page 2 of 5", and the page in the URL. A
 * subpath of its own, so pages without a list (the home page) do not download them.
 * Like the payment subpath, its modules import the rest of the package as '@travel/shared', so
 * the page's one shared copy serves them.
 */
export { Pagination, pageCount } from './ui/pagination';
export { usePageParam } from './ui/use-page-param';
