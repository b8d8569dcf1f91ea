import { brandAppConfig } from '../../tools/vite/brand-app.config.ts';

export default brandAppConfig(import.meta.dirname);
