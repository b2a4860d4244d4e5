// Route objects of the accounts entry: /auth/login and /auth/register (spec §2).
import { LOGIN_PATH, REGISTER_PATH } from '../../app/router/loginRedirect';
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

/** Options of {@link createAuthRoutes}. */
export interface AuthRoutesOptions {
  /** Offer the trial 'just play' entry on login and register (theme3, DESIGN.md §6). Default false. */
  trialPlay?: boolean;
}

const handle = { themeColor: routeGroupColors.auth, transition: 'overlay-back' } as const;

/** The login and register routes, with or without the trial entry. */
export function createAuthRoutes({ trialPlay = false }: AuthRoutesOptions = {}): AppRoute[] {
  return [
    {
      id: 'auth-login',
      path: LOGIN_PATH,
      handle,
      lazy: async () => {
        const { LoginScreen } = await import('./LoginScreen');
        return { element: <LoginScreen trialPlay={trialPlay} /> };
      },
    },
    {
      id: 'auth-register',
      path: REGISTER_PATH,
      handle,
      lazy: async () => {
        const { RegisterScreen } = await import('./RegisterScreen');
        return { element: <RegisterScreen trialPlay={trialPlay} /> };
      },
    },
  ];
}

/** Login and register without the trial entry (theme1, theme2, theme4). */
export const authRoutes: AppRoute[] = createAuthRoutes();
