import { Button, Card, media } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import type { FareFamilyCode, FareFamilyQuote } from '@travel/shared';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Family = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  &[data-chosen='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }

  .total {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }

  .total small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ul {
    margin: 0;
    padding-left: 1.2em;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  button {
    margin-top: auto;
  }
`;

const Rules = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 6px ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }

  .sum {
    padding-top: 6px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const TRAVELLER_NAMES = {
  adult: ['adult', 'adults'],
  child: ['child', 'children'],
  infant: ['infant', 'infants'],
} as const;

function fee(paise: number, free: string): string {
  return paise === 0 ? free : formatInr(paise);
}

/** The fare families side by side: baggage, change and cancellation, and what the travellers pay. */
export function FareFamilies({
  families,
  chosen,
  onChoose,
}: {
  families: FareFamilyQuote[];
  chosen: FareFamilyCode | '';
  onChoose: (family: FareFamilyCode) => void;
}) {
  return (
    <Grid aria-label="Fare families">
      {families.map((family) => (
        <Family
          key={family.code}
          data-chosen={family.code === chosen}
          aria-labelledby={`family-${family.code}`}
        >
          <h2 id={`family-${family.code}`}>{family.name}</h2>
          <p className="total">
            {formatInr(family.totalPaise)}
            <small>for all travellers</small>
          </p>
          <Rules aria-label={`${family.name} baggage and rules`}>
            <dt>Cabin bag</dt>
            <dd>{family.cabinBaggage}</dd>
            <dt>Check-in bag</dt>
            <dd>{family.checkInBaggage}</dd>
            <dt>Date change</dt>
            <dd>{fee(family.changeFeePaise, 'Free')}</dd>
            <dt>Cancellation</dt>
            <dd>
              {family.cancellationFeePaise === 0 ? 'Free' : formatInr(family.cancellationFeePaise)}
            </dd>
          </Rules>
          {family.benefits.length > 0 && (
            <ul>
              {family.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          )}
          <Rules aria-label={`${family.name} price breakdown`}>
            {family.travellers.map((traveller) => (
              <FareLine
                key={traveller.type}
                type={traveller.type}
                count={traveller.count}
                totalPaise={traveller.totalPaise}
              />
            ))}
            <dt>Base fare</dt>
            <dd>{formatInr(family.basePaise)}</dd>
            <dt>Taxes and fees</dt>
            <dd>{formatInr(family.taxesPaise)}</dd>
            <dt>Convenience fee</dt>
            <dd>{formatInr(family.convenienceFeePaise)}</dd>
            <dt className="sum">Total</dt>
            <dd className="sum">{formatInr(family.totalPaise)}</dd>
          </Rules>
          <Button
            variant={family.code === chosen ? 'primary' : 'secondary'}
            onClick={() => onChoose(family.code)}
            aria-label={`Choose ${family.name}, ${formatInr(family.totalPaise)}`}
          >
            Choose {family.name}
          </Button>
        </Family>
      ))}
    </Grid>
  );
}

function FareLine({
  type,
  count,
  totalPaise,
}: {
  type: 'adult' | 'child' | 'infant';
  count: number;
  totalPaise: number;
}) {
  if (count === 0) return null;
  const [one, many] = TRAVELLER_NAMES[type];
  return (
    <>
      <dt>
        {count} {count === 1 ? one : many} × {formatInr(totalPaise)}
      </dt>
      <dd>{formatInr(totalPaise * count)}</dd>
    </>
  );
}
