// The mark of a first screen the server rendered into index.html's #root (renderFirstScreen): the
// app's boot leaves it on screen until it can render the same (bootApp).
export const SERVER_RENDERED_ATTRIBUTE = 'data-jinli-first-screen';
