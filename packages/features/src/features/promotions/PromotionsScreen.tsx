// /promotional (spec §2 Promotions): tabs 全部优惠 plus one per classification over the
// promotion cards.
import { usePromotionListQuery } from '@jinli/api/react';
import { Empty, NavBar, Skeleton, Tabs } from '@jinli/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useSiteDomain } from '../../app/context/siteDomain';
import { PromotionCard } from './components/PromotionCard';
import { ALL_PROMOTIONS_TAB } from './promotionRules';
import { promotionStrings as s } from './strings';
import './PromotionsScreen.css';

export function PromotionsScreen() {
  const list = usePromotionListQuery();
  const domain = useSiteDomain();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const promotions = list.data?.data ?? [];
  const tabs = (list.data?.classifyList ?? []).map((c) => ({
    key: String(c.classifyType),
    name: c.classifyName,
  }));
  const requested = params.get('tab');
  const active = tabs.some((t) => t.key === requested) ? requested! : ALL_PROMOTIONS_TAB;
  const shown =
    active === ALL_PROMOTIONS_TAB
      ? promotions
      : promotions.filter((p) => String(p.classifyType) === active);
  const back = () => {
    const state = window.history.state as { idx?: unknown } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <main className="jl-promotions" data-testid="promotions-screen">
      <NavBar title={s.title} onBack={back} />
      <Tabs
        scrollable
        sticky
        ariaLabel={s.tabsLabel}
        items={[
          { key: ALL_PROMOTIONS_TAB, label: s.allTab },
          ...tabs.map((t) => ({ key: t.key, label: t.name })),
        ]}
        activeKey={active}
        onChange={(key) =>
          setParams(key === ALL_PROMOTIONS_TAB ? {} : { tab: key }, { replace: true })
        }
      />
      <div className="jl-promotions__body">
        {list.isPending ? (
          <Skeleton rows={6} label={s.loading} />
        ) : shown.length === 0 ? (
          <Empty text={s.empty} />
        ) : (
          shown.map((p) => <PromotionCard key={p.id} promotion={p} siteDomain={domain} />)
        )}
      </div>
    </main>
  );
}
