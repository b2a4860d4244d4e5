// MB21: the items side by side in a horizontal carousel (swipe, or the arrows), one card wide.
import { useRef } from 'react';
import { useAssetUrl } from '../../../app/context/useAssetUrl';
import { CardFrame } from '../components/CardFrame';
import { ItemContent, rowClass } from '../components/ItemContent';
import { MarkedNote } from '../components/MarkedText';
import { templateStrings } from '../strings';
import { templateItems } from '../templateItems';
import type { CardProps } from './cardProps';

export function CarouselCard({ template, onHome }: CardProps) {
  const items = templateItems(template);
  const assetUrl = useAssetUrl();
  const track = useRef<HTMLUListElement>(null);
  const step = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <CardFrame template={template} linkToPage={onHome}>
      <div className="jl-tpl-carousel">
        <button
          type="button"
          className="jl-tpl-carousel__arrow jl-tpl-carousel__arrow--prev"
          aria-label={templateStrings.carouselPrev}
          onClick={() => step(-1)}
        />
        <ul className="jl-tpl-carousel__track" ref={track}>
          {items.map((item) => (
            <li
              key={item.id}
              className={rowClass('jl-tpl-carousel__slide', item)}
              data-testid="template-item"
            >
              <ItemContent item={item} onHome={onHome}>
                <span className="jl-tpl-carousel__body">
                  {item.iconUrl ? (
                    <img className="jl-tpl-carousel__icon" src={assetUrl(item.iconUrl)} alt="" />
                  ) : null}
                  <span className="jl-tpl-carousel__title">{item.title}</span>
                  <span>{item.content}</span>
                  <MarkedNote note={item.note} />
                </span>
              </ItemContent>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="jl-tpl-carousel__arrow jl-tpl-carousel__arrow--next"
          aria-label={templateStrings.carouselNext}
          onClick={() => step(1)}
        />
      </div>
    </CardFrame>
  );
}
