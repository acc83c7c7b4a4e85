import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes.tsx';

/** The app's router, over the browser's address. It starts fetching the opened route's code as soon as it is made. */
export const router = createBrowserRouter(routes);
