import { pageAnswer } from '@travel/shared/contracts/plain';

/** The series on sale and the next one, which the coupon page's HTML carries (screens.ts). */
export const seriesAnswer = pageAnswer(['coupon', 'series'], '/travel/api/coupon/series', {});
