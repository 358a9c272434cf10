import { Button, CardHead, StatePanel, apiErrorMessage, useToast } from '@travel/shared';
import type { FlightOrder } from '@travel/shared';
import { createGlobalStyle } from 'styled-components';
import { eTicketEmailNote } from '../../../ui/e-ticket-email';
import { useDownloadETicket, useETicket } from '../api/e-ticket';
import { ETicketView } from './e-ticket-view';
import { Actions, Section } from './order-detail-parts';
import { useT } from '@travel/shared/i18n';

/** On paper only the e-ticket: the site's header, footer, actions and this page's other parts are left out. */
const PrintOnlyTicket = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }

    .e-ticket,
    .e-ticket * {
      visibility: visible;
    }

    .e-ticket {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }

    @page {
      margin: 14mm;
    }
  }
`;

/** The e-ticket once the booking is ticketed: shown, printed or saved as a PDF. */
export function OrderTicketSection({ order }: { order: FlightOrder }) {
  const t = useT();
  const toast = useToast();
  const ticket = useETicket(order.orderId, order.actions.includes('eTicket'));
  const download = useDownloadETicket();
  if (!order.actions.includes('eTicket')) return null;
  const emailNote = eTicketEmailNote(t, order.eTicketEmail);
  const save = async () => {
    try {
      await download.mutateAsync({
        orderId: order.orderId,
        pnr: order.pnr ?? order.orderId,
        failure: t('flights.eTicket.downloadFailed'),
      });
    } catch (error) {
      toast.error(apiErrorMessage(error, t('flights.eTicket.downloadFailed')));
    }
  };
  return (
    <Section as="section" aria-labelledby="ticket-heading">
      <CardHead>
        <h2 id="ticket-heading">{t('flights.eTicket.heading')}</h2>
        <Actions>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('flights.eTicket.print')}
          </Button>
          <Button loading={download.isPending} onClick={() => void save()}>
            {t('flights.eTicket.download')}
          </Button>
        </Actions>
      </CardHead>
      {emailNote ? <p>{emailNote}</p> : null}
      {ticket.isError ? (
        <StatePanel
          kind="error"
          message={apiErrorMessage(ticket.error, t('flights.eTicket.loadFailed'))}
          onRetry={() => void ticket.refetch()}
        />
      ) : !ticket.data ? (
        <StatePanel kind="loading" label={t('flights.eTicket.loading')} />
      ) : (
        <>
          <PrintOnlyTicket />
          <ETicketView ticket={ticket.data} />
        </>
      )}
    </Section>
  );
}
