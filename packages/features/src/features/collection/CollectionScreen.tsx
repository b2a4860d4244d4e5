// /my-collection (login required, spec §2): the templates the user favourited (each opens its
// template page) and the gallery posters they liked (each opens the poster's detail).
import { useUserCollectionQuery } from '@jinli/api/react';
import type { CollectedGalleryItem, CollectedTemplate } from '@jinli/contract';
import { DATE_FORMATS, formatTime } from '@jinli/domain';
import { Empty, NavBar, Skeleton, Tabs } from '@jinli/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAssetUrl } from '../../app/context/useAssetUrl';
import { galleryPaths } from '../gallery/galleryPaths';
import { collectionStrings as s } from './strings';
import './CollectionScreen.css';

const TABS = [
  { key: 'templates', label: s.templatesTab },
  { key: 'gallery', label: s.galleryTab },
];

export function CollectionScreen() {
  const collection = useUserCollectionQuery();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = params.get('tab') === 'gallery' ? 'gallery' : 'templates';
  const back = () => {
    const state = window.history.state as { idx?: unknown } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate('/profile', { replace: true });
  };
  const data = collection.data;
  return (
    <main className="jl-collection" data-testid="collection-screen">
      <NavBar title={s.title} onBack={back} />
      <Tabs
        ariaLabel={s.tabsLabel}
        items={TABS.map((t) => ({
          ...t,
          badge:
            t.key === 'templates' ? data?.templates.length || '' : data?.galleryItems.length || '',
        }))}
        activeKey={tab}
        onChange={(key) => setParams(key === 'gallery' ? { tab: key } : {}, { replace: true })}
      />
      <div className="jl-collection__body">
        {collection.isPending ? (
          <Skeleton rows={6} label={s.loading} />
        ) : tab === 'templates' ? (
          <TemplateList templates={data?.templates ?? []} />
        ) : (
          <GalleryList items={data?.galleryItems ?? []} />
        )}
      </div>
    </main>
  );
}

function likedAt(seconds: number): string {
  return `${s.likedAt} ${formatTime(seconds, DATE_FORMATS.dateTime)}`;
}

function TemplateList({ templates }: { templates: CollectedTemplate[] }) {
  if (templates.length === 0) return <Empty text={s.empty} />;
  return (
    <ul className="jl-collection__list">
      {templates.map((t) => {
        const [from, to] = t.colorTheme.split(',');
        return (
          <li key={t.templateId}>
            <Link
              className="jl-collection__row"
              to={`/template/${t.gameId}/${t.templateId}`}
              data-testid="collection-template"
            >
              <span
                className="jl-collection__swatch"
                style={
                  from
                    ? { background: `linear-gradient(135deg, ${from}, ${to ?? from})` }
                    : undefined
                }
                aria-hidden="true"
              />
              <span className="jl-collection__main">
                <span className="jl-collection__name">{t.name}</span>
                <span className="jl-collection__sub">
                  {t.playCateName} · {likedAt(t.likedTime)}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function GalleryList({ items }: { items: CollectedGalleryItem[] }) {
  const assetUrl = useAssetUrl();
  if (items.length === 0) return <Empty text={s.empty} />;
  return (
    <ul className="jl-collection__list">
      {items.map((item) => (
        <li key={item.galleryId}>
          <Link
            className="jl-collection__row"
            to={galleryPaths.detail(item.gameId, item.groupId, item.galleryId)}
            data-testid="collection-gallery-item"
          >
            <img className="jl-collection__thumb" src={assetUrl(item.thumbUrl)} alt="" />
            <span className="jl-collection__main">
              <span className="jl-collection__name">{item.name}</span>
              <span className="jl-collection__sub">
                {s.turn(item.gameTurn)} · {likedAt(item.likedTime)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
