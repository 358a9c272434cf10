import { renderStandalone } from '@travel/shared/standalone';
import screens from './screens';

renderStandalone('Flights', screens, (file) => import(`./screens/${file}`));
