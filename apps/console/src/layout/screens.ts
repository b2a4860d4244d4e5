import type { ComponentType, ReactNode } from 'react';
import type { OperatorRole } from '../session/roles';

/** One screen of the console: its menu entry, who may open it, and its (lazy) component. */
export interface ConsoleScreen {
  path: string;
  label: string;
  icon: ReactNode;
  /** Roles that see the entry (the server's role set of the endpoints the screen uses). */
  roles: readonly OperatorRole[];
  Component: ComponentType;
}

/** The screens `role` may open, in menu order. */
export function screensFor(screens: readonly ConsoleScreen[], role: OperatorRole): ConsoleScreen[] {
  return screens.filter((screen) => screen.roles.includes(role));
}
