import { themeAppConfig } from '@jinli/vite-config';
import { defineConfig } from 'vite';

export default defineConfig(themeAppConfig());
