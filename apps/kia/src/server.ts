import { startBrandServer } from '@carweb/platform-ssr/server';
import { brand, createRoutes } from './app';

startBrandServer(brand, createRoutes, import.meta.url);
