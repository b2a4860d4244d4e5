// The play-category chips of the database (spec §2): 全部 and every category in a scrolling row;
// from 8 categories on, 更多 opens them all as a list in a bottom popup.
import { Chips, Popup } from '@jinli/ui';
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

const ALL_KEY = 'all';

export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const [popup, setPopup] = useState(false);
  const items = [
    { key: ALL_KEY, label: s.all },
    ...categories.map((c) => ({ key: String(c.templateId), label: c.playCateName })),
  ];
  const activeKey = selected === null ? ALL_KEY : String(selected);
  const choose = (key: string) => {
    setPopup(false);
    onSelect(key === ALL_KEY ? null : Number(key));
  };
  return (
    <div className="jl-db-chips">
      <Chips
        className="jl-db-chips__row"
        ariaLabel={s.categoriesLabel}
        items={items}
        activeKey={activeKey}
        onChange={choose}
      />
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
      <Popup
        open={popup}
        position="bottom"
        title={s.categoryPopupTitle}
        closeLabel={s.close}
        onClose={() => setPopup(false)}
      >
        <div className="jl-db-chips__list" data-testid="database-category-popup">
          <Chips
            wrap
            ariaLabel={s.categoryPopupTitle}
            items={items}
            activeKey={activeKey}
            onChange={choose}
          />
        </div>
      </Popup>
    </div>
  );
}
