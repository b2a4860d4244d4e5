// Route objects of the about pages (spec §2); open to everyone.
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

const handle = { themeColor: routeGroupColors.page, transition: 'default' } as const;
const screens = () => import('./AboutScreen');

/** /about, /about/user-agreement, /about/contact-us, /about/privacy-agreement. */
export const aboutRoutes: AppRoute[] = [
  {
    id: 'about',
    path: '/about',
    handle,
    lazy: async () => ({ Component: (await screens()).AboutScreen }),
  },
  {
    id: 'about-user-agreement',
    path: '/about/user-agreement',
    handle,
    lazy: async () => ({ Component: (await screens()).UserAgreementScreen }),
  },
  {
    id: 'about-contact-us',
    path: '/about/contact-us',
    handle,
    lazy: async () => ({ Component: (await screens()).ContactUsScreen }),
  },
  {
    id: 'about-privacy-agreement',
    path: '/about/privacy-agreement',
    handle,
    lazy: async () => ({ Component: (await screens()).PrivacyAgreementScreen }),
  },
];
