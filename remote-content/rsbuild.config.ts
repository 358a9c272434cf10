import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '../federation.config';
import { pluginContent } from './content-plugin';

export default mergeRsbuildConfig(
  defineRemoteConfig({
    name: 'remote_content',
    title: 'Content (standalone)',
    exposes: {
      './HomePage': './src/screens/home-page.tsx',
      './DownloadPage': './src/screens/download-page.tsx',
      './TravelBlogPage': './src/screens/travel-blog-page.tsx',
      './ContactUsPage': './src/screens/contact-us-page.tsx',
      './PolicyPage': './src/screens/policy-page.tsx',
    },
  }),
  { plugins: [pluginContent()] },
);
