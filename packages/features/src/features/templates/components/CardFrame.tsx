// The frame every template card shares: a header in the template's two colours (colorTheme
// 'from,to'), its body, and the 展开/收起 toggle when the card has one.
import { darkenForWhiteText, parseColorTheme, templateCardOf } from '@jinli/domain';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Template } from '../templateTypes';
import { CardToggle } from './ExpandToggle';
import './TemplateCard.css';

export interface CardFrameProps {
  template: Template;
  children: ReactNode;
  /** The toggle, when the card has one. */
  toggle?: { expanded: boolean; onToggle: () => void } | null;
  /** Extra content at the right of the header (tabs of some cards). */
  headerExtra?: ReactNode;
  className?: string;
  /** The name opens the template page (cards listed on home). */
  linkToPage?: boolean;
}

/**
 * The CSS variables of a template's colour theme (absent or malformed: the brand colours), each
 * colour darkened as far as the header's white text needs to read at 4.5:1.
 */
export function themeStyle(colorTheme: string | null | undefined): CSSProperties | undefined {
  const theme = parseColorTheme(colorTheme);
  if (!theme) return undefined;
  return {
    '--jl-tpl-from': darkenForWhiteText(theme.from),
    '--jl-tpl-to': darkenForWhiteText(theme.to),
  } as CSSProperties;
}

export function CardFrame({
  template,
  children,
  toggle,
  headerExtra,
  className,
  linkToPage = false,
}: CardFrameProps) {
  const card = templateCardOf(template.templateCode) ?? template.templateCode;
  return (
    <section
      className={`jl-tpl-card${className ? ` ${className}` : ''}`}
      style={themeStyle(template.colorTheme)}
      data-testid="template-card"
      data-card={card}
      aria-label={template.name}
    >
      <header className="jl-tpl-card__head">
        <h3 className="jl-tpl-card__name">
          {linkToPage ? (
            <Link to={`/template/${template.gameId}/${template.id}`}>{template.name}</Link>
          ) : (
            template.name
          )}
        </h3>
        {template.subName ? <span className="jl-tpl-card__sub">{template.subName}</span> : null}
        {headerExtra}
      </header>
      <div className="jl-tpl-card__body">{children}</div>
      {toggle ? <CardToggle expanded={toggle.expanded} onToggle={toggle.onToggle} /> : null}
    </section>
  );
}
