// The small pill tabs inside a card (MB12/14/20/22 issue tabs, MB25 list tabs).
import type { ReactNode } from 'react';

export interface CardTabsProps {
  tabs: { key: string; label: ReactNode }[];
  active: string;
  onChange: (key: string) => void;
  label: string;
}

export function CardTabs({ tabs, active, onChange, label }: CardTabsProps) {
  return (
    <div className="jl-tpl-tabs" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === active}
          className={`jl-tpl-tabs__tab${t.key === active ? ' jl-tpl-tabs__tab--active' : ''}`}
          onClick={() => t.key !== active && onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
