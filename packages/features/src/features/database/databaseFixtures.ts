// Offline database content for stories and tests, shaped like the contract (spec §3 Game document,
// Play category).
import type { GameDocument, TemplatePlayCate } from '@jinli/contract';

const CATEGORY_NAMES = ['特码', '平特', '生肖', '波色', '尾数', '连肖', '合数', '家野', '单双'];

export function playCatesFixture(count = CATEGORY_NAMES.length): TemplatePlayCate[] {
  return CATEGORY_NAMES.slice(0, count).map((playCateName, i) => ({
    templateId: 100 + i,
    playCateName,
  }));
}

const SUB_NAMES = [
  '精选一肖',
  '三期必中',
  '绝杀半波',
  '平特一尾',
  '六肖中特',
  '家禽野兽',
  '单双中特',
  '四字真言',
  '九肖十码',
];

export function documentsFixture(count = 30, gameId = 110): GameDocument[] {
  const cates = playCatesFixture();
  return Array.from({ length: count }, (_, i) => {
    const cate = cates[i % cates.length]!;
    return {
      documentId: 1000 + i,
      gameId,
      templateId: cate.templateId,
      templateCode: 'mb03',
      subName: `${SUB_NAMES[i % SUB_NAMES.length]}${i >= SUB_NAMES.length ? Math.floor(i / SUB_NAMES.length) + 1 : ''}`,
      playCateName: cate.playCateName,
      iconUrl: '',
      updatedTime: 1_763_700_000 - i * 3600,
    };
  });
}
