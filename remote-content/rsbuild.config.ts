import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '../federation.config';
import { pluginContent } from './content-plugin';
import screens from './src/screens';

export default mergeRsbuildConfig(defineRemoteConfig({ screens, title: 'Content (standalone)' }), {
  plugins: [pluginContent()],
});
