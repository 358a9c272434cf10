import { pageAnswer, urlPageAnswer } from '@travel/shared/contracts/plain';
import { eTicketKey, flightOrderKey, flightRefundsKey } from '../../../api/query-keys';

/**
 * A member's booking pages carry the booking their URL names, asked with the member's session
 * (`memberPage` calls, screens.ts): the details and the refunds are painted at once. Another
 * traveller's booking, or a session that has ended, is left to the page's own call.
 */
export const orderDetailAnswer = urlPageAnswer((_query, { orderId }) =>
  orderId
    ? pageAnswer(flightOrderKey(orderId), '/travel/api/flights/order/detail', { orderId })
    : undefined,
);

export const orderRefundsAnswer = urlPageAnswer((_query, { orderId }) =>
  orderId
    ? pageAnswer(flightRefundsKey(orderId), '/travel/api/flights/order/refunds', { orderId })
    : undefined,
);

/** A paid booking's e-ticket, on its details page; an unpaid one's is refused, and left out. */
export const orderETicketAnswer = urlPageAnswer((_query, { orderId }) =>
  orderId
    ? pageAnswer(eTicketKey(orderId), '/travel/api/flights/order/eTicket', { orderId })
    : undefined,
);
