import { Button, Card, apiErrorMessage, useToast } from '@travel/shared';
import { formatInr, formatIst } from '@travel/shared/contracts/plain';
import type { FlightOrder } from '@travel/shared';
import styled from 'styled-components';
import { useDownloadTaxDocument } from '../api/tax-documents';

type TaxDocument = FlightOrder['taxDocuments'][number];

const TITLES: Record<TaxDocument['purpose'], string> = {
  booking: 'Tax invoice',
  cancellationFee: 'Tax invoice: cancellation fee',
  cancellation: 'Credit note',
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

/** The booking's GST tax invoices and credit notes, each downloadable as a PDF. */
export function TaxDocuments({ order }: { order: FlightOrder }) {
  const toast = useToast();
  const download = useDownloadTaxDocument();
  if (order.taxDocuments.length === 0) return null;
  const save = async (document: TaxDocument) => {
    try {
      await download.mutateAsync({ orderId: order.orderId, ...document });
    } catch (error) {
      toast.error(
        apiErrorMessage(error, 'The document could not be downloaded. Please try again.'),
      );
    }
  };
  return (
    <Section as="section" aria-labelledby="tax-documents-heading">
      <h2 id="tax-documents-heading">GST invoices and credit notes</h2>
      <Rows>
        {order.taxDocuments.map((document) => (
          <Row key={document.number}>
            <span>
              <strong>{TITLES[document.purpose]}</strong> {document.number}
              <Muted>
                {formatIst(document.issuedAt).slice(0, 11)} · {formatInr(document.totalPaise)}
              </Muted>
            </span>
            <Button
              variant="secondary"
              loading={download.isPending && download.variables?.number === document.number}
              aria-label={`Download ${TITLES[document.purpose].toLowerCase()} ${document.number} (PDF)`}
              onClick={() => void save(document)}
            >
              Download PDF
            </Button>
          </Row>
        ))}
      </Rows>
    </Section>
  );
}
