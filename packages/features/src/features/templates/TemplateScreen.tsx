// The template page /template/{gameId}/{templateId} (spec §2, §7): opened from the database with
// ?documentId= or from an MB24/MB25 item with ?templateId={itemId}. A header with the template's
// name, notes and like; the game's play categories (switching opens that category's template and
// resets the group tabs); the card; the item an MB24/MB25 link pointed at; the AD13/AD14 slots.
import { Empty, Skeleton } from '@jinli/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LotteryPage } from '../lottery/components/LotteryPage';
import { TemplateAdSlot } from './components/TemplateAdSlot';
import { TemplateCard } from './components/TemplateCard';
import { themeStyle } from './components/CardFrame';
import { ItemDetail } from './components/ItemDetail';
import { TemplateLikeControl } from './connected/TemplateLikeControl';
import { useTemplateInfo, useTemplatePlayCates } from './hooks/templateQueries';
import { templateStrings } from './strings';
import './TemplateScreen.css';

function positiveId(value: string | null | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function TemplateScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const gameId = positiveId(params.gameId);
  const templateId = positiveId(params.templateId);
  const documentId = positiveId(search.get('documentId'));
  const itemId = positiveId(search.get('templateId'));
  const info = useTemplateInfo({ gameId, templateId, documentId });
  const cates = useTemplatePlayCates(gameId);
  const template = info.data;
  // Keep the current category's chip in view (the row scrolls sideways).
  const catesRef = useRef<HTMLElement>(null);
  const activeCate = template?.playCateName;
  useEffect(() => {
    const nav = catesRef.current;
    const chip = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (nav && chip) nav.scrollLeft = chip.offsetLeft - (nav.clientWidth - chip.offsetWidth) / 2;
  }, [activeCate, cates.data]);
  const item = itemId
    ? template?.groups.flatMap((g) => g.items).find((i) => i.id === itemId)
    : undefined;

  return (
    <LotteryPage title={template?.name ?? templateStrings.templateTitle} testId="template-screen">
      {info.isPending && gameId && templateId ? (
        <div className="jl-tpl-page__loading" aria-busy="true">
          <Skeleton rows={6} />
        </div>
      ) : !template ? (
        <Empty text={templateStrings.notFound} />
      ) : (
        <div className="jl-tpl-page">
          <header className="jl-tpl-page__head" style={themeStyle(template.colorTheme)}>
            <div className="jl-tpl-page__titles">
              <h2 className="jl-tpl-page__name">{template.name}</h2>
              {template.note1 || template.note2 ? (
                <p className="jl-tpl-page__notes">
                  {[template.note1, template.note2].filter(Boolean).join(' · ')}
                </p>
              ) : null}
            </div>
            <TemplateLikeControl template={template} />
          </header>
          {(cates.data?.length ?? 0) > 1 ? (
            <nav
              ref={catesRef}
              className="jl-tpl-page__cates"
              aria-label={templateStrings.categoryTabsLabel}
            >
              {cates.data?.map((cate) => {
                const active = cate.playCateName === template.playCateName;
                return (
                  <button
                    key={cate.playCateName}
                    type="button"
                    aria-current={active || undefined}
                    className={`jl-tpl-page__cate${active ? ' jl-tpl-page__cate--active' : ''}`}
                    onClick={() =>
                      !active && void navigate(`/template/${template.gameId}/${cate.templateId}`)
                    }
                  >
                    {cate.playCateName}
                  </button>
                );
              })}
            </nav>
          ) : null}
          <TemplateAdSlot code="AD13" />
          {item ? <ItemDetail item={item} /> : null}
          {/* A new template (another play category) starts again on its first group tab. */}
          <TemplateCard key={`${template.id}:${template.playCateName}`} template={template} />
          <TemplateAdSlot code="AD14" />
        </div>
      )}
    </LotteryPage>
  );
}
