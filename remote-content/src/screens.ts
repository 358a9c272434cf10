import { defineScreens, page, type PolicyPageProps } from '@travel/shared/contracts/plain';

/** What this remote exposes to the shell; its build, its dev page and the shell's types follow. */
export default defineScreens('remote_content', {
  HomePage: page('./src/screens/home-page.tsx'),
  DownloadPage: page('./src/screens/download-page.tsx'),
  TravelBlogPage: page('./src/screens/travel-blog-page.tsx'),
  ContactUsPage: page('./src/screens/contact-us-page.tsx'),
  PolicyPage: page<PolicyPageProps>('./src/screens/policy-page.tsx'),
});
