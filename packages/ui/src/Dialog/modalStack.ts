// Book-keeping shared by every open modal: which one is on top (only it answers Escape) and the
// body scroll lock, held while at least one modal is open.

const stack: symbol[] = [];
let savedOverflow = '';

/** Registers an opened modal; returns the function that unregisters it. */
export function pushModal(token: symbol): () => void {
  if (stack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(token);
  return () => {
    const index = stack.indexOf(token);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) document.body.style.overflow = savedOverflow;
  };
}

/** True when `token` is the most recently opened modal still open. */
export function isTopModal(token: symbol): boolean {
  return stack[stack.length - 1] === token;
}
