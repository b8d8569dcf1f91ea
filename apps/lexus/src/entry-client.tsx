import { hydrateApp } from '@carweb/platform-ssr';
import '../theme.css';
import { createRoutes } from './routes';

// the brand config comes parsed in the server document: zod stays off the first load (decision 0011)
hydrateApp(createRoutes);
