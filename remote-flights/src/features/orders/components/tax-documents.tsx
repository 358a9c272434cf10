import { Button, Card, apiErrorMessage, useToast } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import type { FlightOrder } from '@travel/shared';
import styled from 'styled-components';
import { useDownloadTaxDocument } from '../api/tax-documents';
import { useDates, useT } from '@travel/shared/i18n';

type TaxDocument = FlightOrder['taxDocuments'][number];

/** The message ids of each document's title and of its download button's name. */
const TITLES: Record<TaxDocument['purpose'], { title: string; download: string }> = {
  booking: {
    title: 'flights.taxDocuments.booking',
    download: 'flights.taxDocuments.booking.download',
  },
  cancellationFee: {
    title: 'flights.taxDocuments.cancellationFee',
    download: 'flights.taxDocuments.cancellationFee.download',
  },
  cancellation: {
    title: 'flights.taxDocuments.cancellation',
    download: 'flights.taxDocuments.cancellation.download',
  },
};

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: 0;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** The day a document was issued, in India: '05 Nov 2026, 10:00 am IST' -> '05 Nov 2026'. */
const issuedOn = (ist: string) => ist.slice(0, ist.indexOf(','));

/** The booking's GST tax invoices and credit notes, each downloadable as a PDF. */
export function TaxDocuments({ order }: { order: FlightOrder }) {
  const t = useT();
  const dates = useDates();
  const toast = useToast();
  const download = useDownloadTaxDocument();
  if (order.taxDocuments.length === 0) return null;
  const save = async (document: TaxDocument) => {
    try {
      await download.mutateAsync({
        orderId: order.orderId,
        ...document,
        failure: t('flights.taxDocuments.downloadFailed'),
      });
    } catch (error) {
      toast.error(apiErrorMessage(error, t('flights.taxDocuments.downloadFailed')));
    }
  };
  return (
    <Section as="section" aria-labelledby="tax-documents-heading">
      <h2 id="tax-documents-heading">{t('flights.taxDocuments.heading')}</h2>
      <Rows>
        {order.taxDocuments.map((document) => (
          <Row key={document.number}>
            <span>
              <strong>{t(TITLES[document.purpose].title)}</strong> {document.number}
              <Muted>
                {issuedOn(dates.ist(document.issuedAt))} · {formatInr(document.totalPaise)}
              </Muted>
            </span>
            <Button
              variant="secondary"
              loading={download.isPending && download.variables?.number === document.number}
              aria-label={t(TITLES[document.purpose].download, { number: document.number })}
              onClick={() => void save(document)}
            >
              {t('flights.taxDocuments.downloadPdf')}
            </Button>
          </Row>
        ))}
      </Rows>
    </Section>
  );
}
