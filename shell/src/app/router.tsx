import { createBrowserRouter } from '@travel/shared/router';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
