/** What Playwright starts: Debian's Chromium (or CHROMIUM_PATH) through a launcher that merges --disable-features. */
export declare const testChromiumPath: string;
/** The flags the journeys and the story renderer start the browser with. */
export declare const testChromiumArgs: string[];
