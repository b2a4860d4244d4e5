// The plain list cards: JhtGshou (at most 15 rows), TYMB (rows with their icon) and the numbered
// cards without a layout of their own (MB13, MB15, MB17-MB19): issue, content and result per row.
import { useAssetUrl } from '../../../app/context/useAssetUrl';
import { CardFrame } from '../components/CardFrame';
import { ItemContent, rowClass } from '../components/ItemContent';
import { MarkedNote } from '../components/MarkedText';
import { useCardExpanded } from '../hooks/useCardExpanded';
import { templateItems } from '../templateItems';
import type { CardProps } from './cardProps';

export function ListCard({ template, onHome, card }: CardProps & { card: string }) {
  const items = templateItems(template);
  const assetUrl = useAssetUrl();
  const { shown, expanded, toggle, canToggle } = useCardExpanded(card, items, onHome);
  return (
    <CardFrame
      template={template}
      linkToPage={onHome}
      toggle={canToggle ? { expanded, onToggle: toggle } : null}
    >
      <ul className="jl-tpl-rows">
        {shown.map((item) => (
          <li key={item.id} className={rowClass('jl-tpl-row', item)} data-testid="template-item">
            {item.iconUrl ? (
              <img className="jl-tpl-row__icon" src={assetUrl(item.iconUrl)} alt="" />
            ) : null}
            <span className="jl-tpl-row__title">{item.title}</span>
            <span className="jl-tpl-row__content">
              <ItemContent item={item} onHome={onHome} />
            </span>
            <MarkedNote note={item.locked ? null : item.note} className="jl-tpl-row__note" />
          </li>
        ))}
      </ul>
    </CardFrame>
  );
}
