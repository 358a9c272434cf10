import type { PolicyPageId } from '@travel/shared';
import { renderStandalone } from '@travel/shared/standalone';
import ContactUsPage from './screens/contact-us-page';
import DownloadPage from './screens/download-page';
import HomePage from './screens/home-page';
import PolicyPage from './screens/policy-page';
import TravelBlogPage from './screens/travel-blog-page';

const policyPages: PolicyPageId[] = [
  'privacy-policy',
  'flight-coupon-terms',
  'refund-cancellation-policy',
  'grievance-policy',
  'products-services',
  'about-us',
];

renderStandalone('Content', [
  { path: '/', label: 'Home', Screen: HomePage },
  { path: '/html/download', label: 'Download', Screen: DownloadPage },
  { path: '/html/travelBlog', label: 'Blog', Screen: TravelBlogPage },
  { path: '/html/contactUs', label: 'Contact', Screen: ContactUsPage },
  ...policyPages.map((page) => ({
    path: `/${page}`,
    label: page,
    Screen: () => <PolicyPage page={page} />,
  })),
]);
