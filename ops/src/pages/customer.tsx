import type { CustomerPage as CustomerView, SentMessage } from '@travel/shared/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { opsGet } from '../http';
import {
  Loaded,
  Money,
  PageHead,
  Section,
  Table,
  Tag,
  When,
  topicLabel,
  useOpsQuery,
} from '../kit';

function Delivery({ message }: { message: SentMessage }) {
  if (message.status === 'sent' && message.sentAt) {
    return (
      <Tag $tone="good">
        sent <When at={message.sentAt} />
      </Tag>
    );
  }
  if (message.status === 'failed') {
    return (
      <>
        <Tag $tone="bad">not delivered</Tag> after {message.attempts} tries
        {message.lastError ? `: ${message.lastError}` : ''}
      </>
    );
  }
  return (
    <Tag>waiting to be sent{message.attempts > 0 ? ` (${message.attempts} tries so far)` : ''}</Tag>
  );
}

function Part({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Section aria-label={title}>
      <h2>
        {title} ({count})
      </h2>
      {count === 0 ? <p>None.</p> : children}
    </Section>
  );
}

/** One customer, everything support needs when they call: orders, bookings, refunds, messages. */
export function CustomerPage() {
  const { uid = '' } = useParams();
  const query = useOpsQuery(['customer', uid], () =>
    opsGet<CustomerView>(`/customers/${encodeURIComponent(uid)}`),
  );
  return (
    <Loaded query={query} label="Opening the customer…">
      {(page) => <CustomerView page={page} />}
    </Loaded>
  );
}

function CustomerView({ page }: { page: CustomerView }) {
  const { customer } = page;
  return (
    <>
      <p>
        <Link to="/find">← Find</Link>
      </p>
      <PageHead>
        <h1>{customer.nickname}</h1>
        <p>
          {customer.email} · {customer.mobileNo} · customer since <When at={customer.createdAt} />
        </p>
      </PageHead>
      <Part title="Flight bookings" count={page.bookings.length}>
        <Table>
          <thead>
            <tr>
              <th>PNR</th>
              <th>Booking</th>
              <th>Flight</th>
              <th>Amount</th>
              <th>Status</th>
              <th>Booked</th>
            </tr>
          </thead>
          <tbody>
            {page.bookings.map((booking) => (
              <tr key={booking.orderId}>
                <td data-label="PNR">{booking.pnr ?? '—'}</td>
                <td data-label="Booking">{booking.orderId}</td>
                <td data-label="Flight">
                  {booking.route}, {booking.departureDate}
                </td>
                <td data-label="Amount">
                  <Money paise={booking.amountPaise} />
                </td>
                <td data-label="Status">
                  {booking.status}
                  {booking.attention ? <Tag $tone="bad"> {booking.attention}</Tag> : null}
                </td>
                <td data-label="Booked">
                  <When at={booking.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Part>
      <Part title="Coupon orders" count={page.couponOrders.length}>
        <Table>
          <thead>
            <tr>
              <th>Order</th>
              <th>Coupon</th>
              <th>Paid</th>
              <th>Status</th>
              <th>Coupon valid until</th>
              <th>Ordered</th>
            </tr>
          </thead>
          <tbody>
            {page.couponOrders.map((order) => (
              <tr key={order.orderId}>
                <td data-label="Order">{order.orderId}</td>
                <td data-label="Coupon">
                  {order.couponCode ?? order.productCode}
                  {order.couponStatus ? ` (${order.couponStatus})` : ''}
                </td>
                <td data-label="Paid">
                  <Money paise={order.amountPaise} />
                </td>
                <td data-label="Status">
                  {order.status}
                  {order.attention ? <Tag $tone="bad"> {order.attention}</Tag> : null}
                </td>
                <td data-label="Valid until">{order.couponExpirationDate}</td>
                <td data-label="Ordered">
                  <When at={order.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Part>
      <Part title="Refunds" count={page.refunds.length}>
        <Table>
          <thead>
            <tr>
              <th>Refund</th>
              <th>Of</th>
              <th>Amount</th>
              <th>Status</th>
              <th>Reason</th>
              <th>Asked</th>
            </tr>
          </thead>
          <tbody>
            {page.refunds.map((refund) => (
              <tr key={refund.refundId}>
                <td data-label="Refund">{refund.refundId}</td>
                <td data-label="Of">
                  {refund.kind === 'flight' ? 'booking' : 'coupon order'} {refund.orderId}
                </td>
                <td data-label="Amount">
                  <Money paise={refund.amountPaise} />
                </td>
                <td data-label="Status">{refund.status}</td>
                <td data-label="Reason">{refund.reason ?? '—'}</td>
                <td data-label="Asked">
                  <When at={refund.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Part>
      <Part title="Contact messages" count={page.contactMessages.length}>
        <Table>
          <thead>
            <tr>
              <th>Reference</th>
              <th>Topic</th>
              <th>Message</th>
              <th>Status</th>
              <th>Received</th>
            </tr>
          </thead>
          <tbody>
            {page.contactMessages.map((message) => (
              <tr key={message.reference}>
                <td data-label="Reference">{message.reference}</td>
                <td data-label="Topic">{topicLabel(message.topic)}</td>
                <td data-label="Message">{message.message}</td>
                <td data-label="Status">{message.status}</td>
                <td data-label="Received">
                  <When at={message.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Part>
      <Part title="Messages sent" count={page.messagesSent.length}>
        <Table>
          <thead>
            <tr>
              <th>Message</th>
              <th>To</th>
              <th>About</th>
              <th>Delivery</th>
              <th>Written</th>
            </tr>
          </thead>
          <tbody>
            {page.messagesSent.map((message, index) => (
              <tr key={index}>
                <td data-label="Message">
                  {message.subject || message.kind} ({message.channel === 'sms' ? 'SMS' : 'e-mail'})
                </td>
                <td data-label="To">{message.to}</td>
                <td data-label="About">{message.about ?? '—'}</td>
                <td data-label="Delivery">
                  <Delivery message={message} />
                </td>
                <td data-label="Written">
                  <When at={message.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Part>
    </>
  );
}
