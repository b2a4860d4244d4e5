import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The kit's entry loads its design tokens and component styles, as in the apps.
import '@jinli/ui';
import './preview.css';
import { brandGlobalType, withBrand } from './brands';

// Play functions' waitFor and findBy wait up to 5 s, not testing-library's 1 s: CI renders the
// stories beside the browser journeys on two cores, where a dialog's focus once took longer than a
// second to move. A story that passes waits no longer.
configure({ asyncUtilTimeout: 5000 });

// Chinese product: the preview document is zh-CN (fonts, line breaking, screen readers).
document.documentElement.lang = 'zh-CN';

/** Phone sizes of DESIGN.md §1 (375–430 px wide); stories open at 390×844. */
const phones = {
  phone: { name: '手机 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  phoneSmall: { name: '小屏 375×667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  phoneLarge: { name: '大屏 430×932', styles: { width: '430px', height: '932px' }, type: 'mobile' },
  // The 品牌 menu's side-by-side view: four 390 px phones and their gaps.
  brands: {
    name: '四品牌并排 1680×920',
    styles: { width: '1680px', height: '920px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: { brand: brandGlobalType },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: phones },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  initialGlobals: {
    viewport: { value: 'phone', isRotated: false },
    locale: 'zh-CN',
    brand: '',
  },
};

export default preview;
