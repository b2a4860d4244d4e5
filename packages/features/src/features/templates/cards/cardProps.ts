import type { Template } from '../templateTypes';

/** What every card component receives. */
export interface CardProps {
  template: Template;
  /** Shown in the home information panel (default expanded; collapsed shows 2 items). */
  onHome?: boolean;
}
