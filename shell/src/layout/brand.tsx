import { sitePaths } from '@travel/shared/contracts/plain';
import { BrandLogo } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';

const BrandLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
`;

export function Brand() {
  const t = useT();
  return (
    <BrandLink to={sitePaths.home} aria-label={t('brand.home')}>
      <BrandLogo />
    </BrandLink>
  );
}
