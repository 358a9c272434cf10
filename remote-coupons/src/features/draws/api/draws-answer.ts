import { pageAnswer } from '@travel/shared/contracts/plain';

/** The draws with their seeds and winners, which the coupon page's HTML carries (screens.ts). */
export const drawsAnswer = pageAnswer(['coupon', 'draws'], '/travel/api/coupon/draws', {});
