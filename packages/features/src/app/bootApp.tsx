// The entry of every theme app's main.tsx: read the runtime config.json, build the app and
// render it. One build serves many brands because the config is read here, not baked in.
import { loadRuntimeConfig } from '@jinli/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { syncSessionAcrossTabs } from '../session/sessionStore';
import { BootErrorScreen } from '../shell/BootErrorScreen';
import type { JinliAppOptions } from './appOptions';
import { createJinliApp } from './createJinliApp';
import type { JinliAppInstance } from './createJinliApp';

export interface BootAppOptions extends JinliAppOptions {
  /** Element rendered into. Default `document.getElementById('root')`. */
  container?: HTMLElement;
  /** Base URL config.json is read from. Default Vite's BASE_URL ('/'). */
  baseUrl?: string;
}

/**
 * Starts the app. Resolves with the running instance, or null when config.json could not be read
 * (after the loader's retries): then a retry screen is shown instead of a blank page.
 */
export async function bootApp(options: BootAppOptions): Promise<JinliAppInstance | null> {
  document.documentElement.dataset.theme = options.theme;
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('bootApp: no #root element to render into');
  const root = createRoot(container);

  let config;
  try {
    config = await loadRuntimeConfig(options.baseUrl);
  } catch (error) {
    console.error('config.json could not be loaded', error);
    root.render(<BootErrorScreen />);
    return null;
  }

  const app = createJinliApp({ ...options, config });
  syncSessionAcrossTabs();
  root.render(<StrictMode>{app.element}</StrictMode>);
  return app;
}
