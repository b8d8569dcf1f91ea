import { hydrateApp } from '@carweb/platform-ssr';
import '../theme.css';
import { brand, createRoutes } from './app';

hydrateApp(brand, createRoutes);
