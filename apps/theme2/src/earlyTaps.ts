// theme2's first script: keeps a tap on the screen the server painted until the app can answer it
// (packages/features/src/app/boot/earlyTaps.ts). Listed before main.tsx in index.html.
import { catchEarlyTaps } from '@jinli/features/early-taps';

catchEarlyTaps();
