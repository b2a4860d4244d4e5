// Book-keeping shared by every open modal: which one is on top (only it answers Escape), the
// body scroll lock, held while at least one modal is open, and the root's data-jl-modal attribute
// (the toast moves to the top edge then, off a centred dialog's own message).

/** Set on <html> while any modal is open. */
export const MODAL_OPEN_ATTRIBUTE = 'data-jl-modal';

const stack: symbol[] = [];
let savedOverflow = '';

/** Registers an opened modal; returns the function that unregisters it. */
export function pushModal(token: symbol): () => void {
  if (stack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.documentElement.setAttribute(MODAL_OPEN_ATTRIBUTE, '');
  }
  stack.push(token);
  return () => {
    const index = stack.indexOf(token);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) {
      document.body.style.overflow = savedOverflow;
      document.documentElement.removeAttribute(MODAL_OPEN_ATTRIBUTE);
    }
  };
}

/** True when `token` is the most recently opened modal still open. */
export function isTopModal(token: symbol): boolean {
  return stack[stack.length - 1] === token;
}
