import { Card, media } from '@travel/shared';
import { FARE_BENEFITS, codeOfText, formatInr } from '@travel/shared/contracts/plain';
import type { FareFamilyCode, FareFamilyQuote } from '@travel/shared';
import styled from 'styled-components';
import { useT } from '@travel/shared/i18n';
import { baggageText } from '../../../ui/baggage';
import { GoButton } from '../../../ui/go-button';

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

/** The fare families side by side: baggage, change and cancellation, and what the travellers pay. */
export function FareFamilies({
  families,
  chosen,
  hrefOf,
  onChoose,
}: {
  families: FareFamilyQuote[];
  chosen: FareFamilyCode | '';
  /** Where choosing a family goes: a tap before the scripts run follows it (GoButton). */
  hrefOf: (family: FareFamilyCode) => string;
  onChoose: (family: FareFamilyCode) => void;
}) {
  const t = useT();
  const fee = (paise: number) => (paise === 0 ? t('flights.fares.free') : formatInr(paise));
  return (
    <Grid aria-label={t('flights.fares.families')}>
      {families.map((family) => (
        <Family
          key={family.code}
          data-chosen={family.code === chosen}
          aria-labelledby={`family-${family.code}`}
        >
          <h2 id={`family-${family.code}`}>{family.name}</h2>
          <p className="total">
            {formatInr(family.totalPaise)}
            <small>{t('flights.fares.forAll')}</small>
          </p>
          <Rules aria-label={t('flights.fares.rules', { family: family.name })}>
            <dt>{t('flights.fares.cabinBag')}</dt>
            <dd>{baggageText(t, family.cabinBaggage)}</dd>
            <dt>{t('flights.fares.checkInBag')}</dt>
            <dd>{baggageText(t, family.checkInBaggage)}</dd>
            <dt>{t('flights.fares.dateChange')}</dt>
            <dd>{fee(family.changeFeePaise)}</dd>
            <dt>{t('flights.fares.cancellation')}</dt>
            <dd>{fee(family.cancellationFeePaise)}</dd>
          </Rules>
          {family.benefits.length > 0 && (
            <ul>
              {family.benefits.map((benefit) => {
                const code = codeOfText(FARE_BENEFITS, benefit);
                return <li key={benefit}>{code ? t(`flights.benefit.${code}`) : benefit}</li>;
              })}
            </ul>
          )}
          <Rules aria-label={t('flights.fares.breakdown', { family: family.name })}>
            {family.travellers.map((traveller) => (
              <FareLine
                key={traveller.type}
                type={traveller.type}
                count={traveller.count}
                totalPaise={traveller.totalPaise}
              />
            ))}
            <dt>{t('flights.price.baseFare')}</dt>
            <dd>{formatInr(family.basePaise)}</dd>
            <dt>{t('flights.fares.taxesAndFees')}</dt>
            <dd>{formatInr(family.taxesPaise)}</dd>
            <dt>{t('flights.price.convenienceFee')}</dt>
            <dd>{formatInr(family.convenienceFeePaise)}</dd>
            <dt className="sum">{t('flights.fares.total')}</dt>
            <dd className="sum">{formatInr(family.totalPaise)}</dd>
          </Rules>
          <GoButton
            href={hrefOf(family.code)}
            onGo={() => onChoose(family.code)}
            variant={family.code === chosen ? 'primary' : 'secondary'}
            aria-label={t('flights.fares.chooseLabel', {
              family: family.name,
              price: formatInr(family.totalPaise),
            })}
          >
            {t('flights.fares.choose', { family: family.name })}
          </GoButton>
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
  const t = useT();
  if (count === 0) return null;
  return (
    <>
      <dt>{t(`flights.fares.line.${type}`, { count, price: formatInr(totalPaise) })}</dt>
      <dd>{formatInr(totalPaise * count)}</dd>
    </>
  );
}
