// The banner ad slots' picture size (AD01-AD14: the server draws them 750×200; an operator's upload
// is shown at the same ratio): a slot reserves it before its picture arrives, so the page below
// does not jump when the picture comes.
export const AD_BANNER_SIZE = { width: 750, height: 200 } as const;

/** AD_BANNER_SIZE as a CSS aspect-ratio. */
export const AD_BANNER_ASPECT = `${AD_BANNER_SIZE.width} / ${AD_BANNER_SIZE.height}`;
