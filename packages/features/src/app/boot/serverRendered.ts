// The mark of a first screen the server rendered into index.html's #root (renderFirstScreen): the
// app's boot leaves it on screen until it can render the same, and hydrates it (bootApp).
export const SERVER_RENDERED_ATTRIBUTE = 'data-jinli-first-screen';

/** On that #root: the time of the server's render, epoch ms (the clock of the hydrating render). */
export const RENDERED_AT_ATTRIBUTE = 'data-jinli-rendered-at';

/** The time a server-rendered #root says it was rendered at, or undefined. */
export function renderedAtOf(container: Element): number | undefined {
  const at = Number(container.getAttribute(RENDERED_AT_ATTRIBUTE));
  return Number.isFinite(at) && at > 0 ? at : undefined;
}
