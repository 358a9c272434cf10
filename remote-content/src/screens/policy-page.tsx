import type { PolicyPageId } from '@travel/shared';
import { PageContainer, PageTitle } from '@travel/shared';

const titles: Record<PolicyPageId, string> = {
  'privacy-policy': 'Privacy policy',
  'flight-coupon-terms': 'Flight coupon terms',
  'refund-cancellation-policy': 'Refund and cancellation policy',
  'grievance-policy': 'Grievance policy',
  'products-services': 'Products and services',
  'about-us': 'About us',
};

export default function PolicyPage({ page }: { page: PolicyPageId }) {
  return (
    <PageContainer>
      <PageTitle>{titles[page]}</PageTitle>
      <p>The {titles[page].toLowerCase()} of Heg Travel Private Limited.</p>
    </PageContainer>
  );
}
