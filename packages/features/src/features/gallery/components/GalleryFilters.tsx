// The controls above the gallery list: the search box (debounced, trimmed), the coloured /
// black-and-white toggle and the chips 全部, 热门 and A-Z (spec §2 Gallery).
import { Chips, SearchBar } from '@jinli/ui';
import { GALLERY_GROUP_TYPES, GALLERY_LETTERS } from '../galleryListRules';
import type { GalleryFilter, GalleryGroupType } from '../galleryListRules';
import { galleryStrings as s } from '../strings';
import './GalleryFilters.css';

export interface GalleryFiltersProps {
  /** The text in the search box. */
  text: string;
  onTextChange(text: string): void;
  /** The settled, trimmed search text (debounced by the search box). */
  onSearch(searchText: string): void;
  groupType: GalleryGroupType;
  onGroupTypeChange(type: GalleryGroupType): void;
  filter: GalleryFilter;
  onFilterChange(filter: GalleryFilter): void;
  letters?: readonly string[];
}

const TYPES = [
  { key: String(GALLERY_GROUP_TYPES.coloured), label: s.coloured },
  { key: String(GALLERY_GROUP_TYPES.blackWhite), label: s.blackWhite },
];

export function GalleryFilters({
  text,
  onTextChange,
  onSearch,
  groupType,
  onGroupTypeChange,
  filter,
  onFilterChange,
  letters = GALLERY_LETTERS,
}: GalleryFiltersProps) {
  const chips = [
    { key: 'all', label: s.all },
    { key: 'popular', label: s.popular },
    ...letters.map((letter) => ({ key: letter, label: letter })),
  ];
  return (
    <div className="jl-gallery-filters">
      <SearchBar
        value={text}
        onChange={onTextChange}
        onSearch={onSearch}
        placeholder={s.searchPlaceholder}
        maxLength={50}
      />
      <div className="jl-gallery-filters__row">
        <Chips
          className="jl-gallery-filters__types"
          ariaLabel={s.typeLabel}
          items={TYPES}
          activeKey={String(groupType)}
          onChange={(key) =>
            onGroupTypeChange(
              key === String(GALLERY_GROUP_TYPES.blackWhite)
                ? GALLERY_GROUP_TYPES.blackWhite
                : GALLERY_GROUP_TYPES.coloured,
            )
          }
        />
        <Chips
          className="jl-gallery-filters__chips"
          ariaLabel={s.filterLabel}
          items={chips}
          activeKey={typeof filter === 'string' ? filter : filter.letter}
          onChange={(key) =>
            onFilterChange(key === 'all' || key === 'popular' ? key : { letter: key })
          }
        />
      </div>
    </div>
  );
}
