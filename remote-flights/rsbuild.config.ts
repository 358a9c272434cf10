import { defineRemoteConfig } from '../federation.config';
import screens from './src/screens';

export default defineRemoteConfig({ screens, title: 'Flights (standalone)' });
