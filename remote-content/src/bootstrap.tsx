import { renderStandalone } from '@travel/shared/standalone';
import screens from './screens';

renderStandalone('Content', screens, (file) => import(`./screens/${file}`));
