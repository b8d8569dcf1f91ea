import { brandAppConfig } from '../../tools/vite/brand-app.config';

export default brandAppConfig(import.meta.dirname);
