import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineRemoteConfig, devPorts } from '../federation.config';
import screens from './src/screens';

const apiTarget = `http://127.0.0.1:${devPorts.api}`;

export default mergeRsbuildConfig(
  defineRemoteConfig({ screens, title: 'Coupons (standalone)' }),
  // The standalone page talks to the api dev server, and the sandbox payer page lives there too.
  { server: { proxy: { '/travel/api': apiTarget, '/sandbox': apiTarget } } },
);
