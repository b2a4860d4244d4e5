// The Chinese copy the generated pictures carry (art.ts): per motif, the sub-line and the call to
// action a picture shows when its row has only a title (ads), or only a classification (promotions).
import type { ArtMotif } from './art';

export const ART_COPY: Readonly<Record<ArtMotif, { subtitle: string; cta: string }>> = {
  koi: { subtitle: '好运连连 · 锦鲤相伴', cta: '立即查看' },
  live: { subtitle: '每晚 20:30 准时直播', cta: '观看直播' },
  vip: { subtitle: '九级特权 · 尊享礼遇', cta: '查看特权' },
  gallery: { subtitle: '每期更新 · 免费查看', cta: '进入查看' },
  coins: { subtitle: '多重好礼 · 天天领取', cta: '立即领取' },
  lantern: { subtitle: '庆典狂欢 · 好礼不停', cta: '参与活动' },
  chat: { subtitle: '高手云集 · 实时交流', cta: '进入聊天' },
  app: { subtitle: '随时随地 · 极速投注', cta: '立即下载' },
  balls: { subtitle: '玩法丰富 · 赔率透明', cta: '立即投注' },
};

/** The AD11 modal's call to action (it opens the ad's target). */
export const MODAL_CTA = '点击查看详情';
