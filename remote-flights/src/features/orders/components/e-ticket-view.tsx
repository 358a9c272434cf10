import { ETICKET_NOTES, codeOfText, formatInr } from '@travel/shared/contracts/plain';
import { media } from '@travel/shared';
import type { ETicket } from '@travel/shared';
import styled from 'styled-components';
import { formatDay, formatDuration, localTime } from '../../../ui/format';
import { PriceBreakdown } from '../../../ui/price-breakdown';
import { useDates, useT } from '@travel/shared/i18n';
import { baggageText } from '../../../ui/baggage';

/** The ticket as printed: a plain white sheet, only it on paper (see PrintOnlyTicket). */
const Sheet = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #fff;

  h2,
  h3 {
    margin: 0;
  }

  h3 {
    font-size: 1rem;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};

    table {
      display: block;
      overflow-x: auto;
    }
  }

  @media print {
    padding: 0;
    border: 0;
    font-size: 11pt;

    table {
      display: table;
    }

    section {
      break-inside: avoid;
    }
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 2px solid ${({ theme }) => theme.colors.primary};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Brand = styled.p`
  font-weight: 800;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.primary} !important;
`;

const PnrBox = styled.div`
  text-align: right;

  strong {
    display: block;
    font-size: 1.6rem;
    letter-spacing: 0.15em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The e-ticket: PNR, travellers and ticket numbers, every flight, baggage and the fare. */
export function ETicketView({ ticket }: { ticket: ETicket }) {
  const t = useT();
  const dates = useDates();
  return (
    <Sheet aria-labelledby="e-ticket-heading" data-testid="e-ticket" className="e-ticket">
      <Top>
        <div>
          <Brand>HegTravel</Brand>
          <h2 id="e-ticket-heading">{t('flights.eTicket.title')}</h2>
          <p>
            {t('flights.eTicket.issued', {
              at: dates.ist(ticket.issuedAt),
              orderId: ticket.orderId,
            })}
          </p>
        </div>
        <PnrBox>
          <Muted>PNR</Muted>
          <strong data-testid="e-ticket-pnr">{ticket.pnr}</strong>
        </PnrBox>
      </Top>
      <section aria-label={t('flights.orders.flights')}>
        <h3>{t('flights.orders.flights')}</h3>
        <table tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">{t('flights.eTicket.flight')}</th>
              <th scope="col">{t('flights.search.from')}</th>
              <th scope="col">{t('flights.search.to')}</th>
              <th scope="col">{t('flights.eTicket.duration')}</th>
            </tr>
          </thead>
          <tbody>
            {ticket.itineraries.flatMap((itinerary) =>
              itinerary.segments.map((segment) => (
                <tr key={`${itinerary.direction}-${segment.flightNumber}-${segment.depTime}`}>
                  <td>
                    <strong>{segment.flightNumber}</strong>
                    <br />
                    <Muted>
                      {segment.carrierName} · {segment.aircraft}
                    </Muted>
                  </td>
                  <td>
                    <strong>
                      {segment.from} {localTime(segment.depTime)}
                    </strong>
                    <br />
                    <Muted>
                      {formatDay(dates, segment.depTime)}
                      {segment.fromTerminal
                        ? ` · ${t('flights.segments.terminal', { terminal: segment.fromTerminal })}`
                        : ''}
                    </Muted>
                  </td>
                  <td>
                    <strong>
                      {segment.to} {localTime(segment.arrTime)}
                    </strong>
                    <br />
                    <Muted>
                      {formatDay(dates, segment.arrTime)}
                      {segment.toTerminal
                        ? ` · ${t('flights.segments.terminal', { terminal: segment.toTerminal })}`
                        : ''}
                    </Muted>
                  </td>
                  <td>{formatDuration(t, segment.durationMinutes)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </section>
      <section aria-label={t('flights.travellers.heading')}>
        <h3>{t('flights.travellers.heading')}</h3>
        <table tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">{t('flights.eTicket.name')}</th>
              <th scope="col">{t('flights.eTicket.type')}</th>
              <th scope="col">{t('flights.eTicket.ticketNumber')}</th>
              <th scope="col">{t('flights.eTicket.status')}</th>
            </tr>
          </thead>
          <tbody>
            {ticket.travellers.map((traveller) => (
              <tr key={traveller.travellerId}>
                <td>
                  {traveller.title} {traveller.firstName} {traveller.lastName}
                </td>
                <td>{t(`flights.travellerTypeName.${traveller.type}`)}</td>
                <td>{traveller.ticketNumber ?? '—'}</td>
                <td>
                  {traveller.status === 'cancelled'
                    ? t('flights.orders.cancelled')
                    : t('flights.eTicket.confirmed')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-label={t('flights.eTicket.baggage')}>
        <h3>{t('flights.eTicket.baggageRules')}</h3>
        <p>
          {t('flights.eTicket.rules', {
            family: ticket.family.name,
            cabinClass: t(`flights.cabin.${ticket.cabin}`),
            checkIn: baggageText(t, ticket.family.checkInBaggage),
            cabin: baggageText(t, ticket.family.cabinBaggage),
            changeFee: formatInr(ticket.family.changeFeePaise),
            cancellationFee: formatInr(ticket.family.cancellationFeePaise),
          })}
        </p>
      </section>
      <section aria-label={t('flights.orders.fare')}>
        <h3>{t('flights.orders.fare')}</h3>
        <PriceBreakdown price={ticket.price} paidLabel={t('flights.orders.paidByUpi')} />
      </section>
      {ticket.notes.length > 0 && (
        <section aria-label={t('flights.eTicket.notes')}>
          <h3>{t('flights.eTicket.beforeYouFly')}</h3>
          <Notes>
            {ticket.notes.map((note) => {
              const code = codeOfText(ETICKET_NOTES, note);
              return <li key={note}>{code ? t(`flights.eTicket.note.${code}`) : note}</li>;
            })}
          </Notes>
        </section>
      )}
      <p>
        <Muted>
          {t('flights.orders.contact')} +91 {ticket.contact.mobileNo} · {ticket.contact.email}
          {ticket.gst ? ` · GSTIN ${ticket.gst.gstin} (${ticket.gst.companyName})` : ''}
        </Muted>
      </p>
    </Sheet>
  );
}
