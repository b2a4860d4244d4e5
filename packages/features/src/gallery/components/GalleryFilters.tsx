// The controls above the gallery list: the search box, the coloured / black-and-white toggle and
// the chips 全部, 热门 and A-Z (spec §2 Gallery).
import { GALLERY_GROUP_TYPES, GALLERY_LETTERS } from '../galleryListRules';
import type { GalleryFilter, GalleryGroupType } from '../galleryListRules';
import { galleryStrings as s } from '../strings';
import './GalleryFilters.css';

export interface GalleryFiltersProps {
  text: string;
  onTextChange(text: string): void;
  groupType: GalleryGroupType;
  onGroupTypeChange(type: GalleryGroupType): void;
  filter: GalleryFilter;
  onFilterChange(filter: GalleryFilter): void;
  letters?: readonly string[];
}

const TYPES = [
  { type: GALLERY_GROUP_TYPES.coloured, label: s.coloured },
  { type: GALLERY_GROUP_TYPES.blackWhite, label: s.blackWhite },
] as const;

export function GalleryFilters({
  text,
  onTextChange,
  groupType,
  onGroupTypeChange,
  filter,
  onFilterChange,
  letters = GALLERY_LETTERS,
}: GalleryFiltersProps) {
  const chips: { key: string; label: string; value: GalleryFilter }[] = [
    { key: 'all', label: s.all, value: 'all' },
    { key: 'popular', label: s.popular, value: 'popular' },
    ...letters.map((letter) => ({ key: letter, label: letter, value: { letter } })),
  ];
  const activeKey = typeof filter === 'string' ? filter : filter.letter;
  return (
    <div className="jl-gallery-filters">
      <div className="jl-gallery-filters__row">
        <label className="jl-gallery-filters__search">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            type="search"
            value={text}
            placeholder={s.searchPlaceholder}
            aria-label={s.searchPlaceholder}
            onChange={(event) => onTextChange(event.target.value)}
          />
        </label>
        <div className="jl-gallery-filters__types" role="radiogroup" aria-label={s.typeLabel}>
          {TYPES.map(({ type, label }) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={groupType === type}
              className="jl-gallery-filters__type"
              onClick={() => groupType !== type && onGroupTypeChange(type)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className="jl-gallery-filters__chips" role="radiogroup" aria-label={s.filterLabel}>
        {chips.map((chip) => (
          <button
            key={chip.key}
            type="button"
            role="radio"
            aria-checked={chip.key === activeKey}
            className="jl-gallery-filters__chip"
            onClick={() => chip.key !== activeKey && onFilterChange(chip.value)}
          >
            {chip.label}
          </button>
        ))}
      </div>
    </div>
  );
}
