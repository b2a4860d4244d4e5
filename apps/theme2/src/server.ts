// theme2's server entry (`vite build --ssr`, dist/.ssr/server.js): the reference server renders
// the first screen of a page with the very composition the browser boots (app.ts).
import { renderFirstScreen as render, type FirstScreenRequest } from '@jinli/features/server';
import { appOptions } from './app';

export function renderFirstScreen(request: FirstScreenRequest): Promise<string | null> {
  return render(appOptions, request);
}
