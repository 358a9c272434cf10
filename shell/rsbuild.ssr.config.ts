import { defineShellSsrConfig } from '../ssr.config';

export default defineShellSsrConfig();
