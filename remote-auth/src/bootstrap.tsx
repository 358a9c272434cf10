import { renderStandalone } from '@travel/shared/standalone';
import screens from './screens';

renderStandalone('Accounts', screens, (file) => import(`./screens/${file}`));
