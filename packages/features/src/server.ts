// @jinli/features/server: what a theme's server build exposes to the reference server, the first
// screen rendered to HTML (renderFirstScreen). Kept apart from the app's entry, so the browser's
// bundle never carries the server renderer.
export { renderFirstScreen, rendersOnServer } from './app/boot/renderFirstScreen';
export type { FirstScreenRequest } from './app/boot/renderFirstScreen';
