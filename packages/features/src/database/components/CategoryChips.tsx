// The play-category chips of the database (spec §2): 全部 and every category in a scrolling row;
// from 8 categories on, 更多 opens them all as a list in a popup.
import { Dialog } from '@jinli/ui';
import { useState } from 'react';
import { usesCategoryPopup } from '../databaseRules';
import { databaseStrings as s } from '../strings';
import './CategoryChips.css';

export interface DatabaseCategory {
  templateId: number;
  playCateName: string;
}

export interface CategoryChipsProps {
  categories: readonly DatabaseCategory[];
  /** templateId of the chosen category; null for 全部. */
  selected: number | null;
  onSelect(templateId: number | null): void;
}

export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const [popup, setPopup] = useState(false);
  const options = [
    { id: null, name: s.all },
    ...categories.map((c) => ({ id: c.templateId as number | null, name: c.playCateName })),
  ];
  const choose = (id: number | null) => {
    setPopup(false);
    if (id !== selected) onSelect(id);
  };
  return (
    <div className="jl-db-chips">
      <div className="jl-db-chips__row" role="radiogroup" aria-label={s.categoriesLabel}>
        {options.map((option) => (
          <button
            key={option.id ?? 'all'}
            type="button"
            role="radio"
            aria-checked={option.id === selected}
            className="jl-db-chips__chip"
            onClick={() => choose(option.id)}
          >
            {option.name}
          </button>
        ))}
      </div>
      {usesCategoryPopup(categories.length) ? (
        <button
          type="button"
          className="jl-db-chips__more"
          aria-haspopup="dialog"
          onClick={() => setPopup(true)}
        >
          {s.more}
        </button>
      ) : null}
      <Dialog open={popup} title={s.categoryPopupTitle} onClose={() => setPopup(false)}>
        <ul className="jl-db-chips__list" data-testid="database-category-popup">
          {options.map((option) => (
            <li key={option.id ?? 'all'}>
              <button
                type="button"
                aria-pressed={option.id === selected}
                className="jl-db-chips__option"
                onClick={() => choose(option.id)}
              >
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
