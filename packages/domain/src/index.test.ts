import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public surface', () => {
  it('exports the documented rules', () => {
    for (const name of [
      'betStatusText',
      'checkSelection',
      'settleUnit',
      'payoutOf',
      'rebateOf',
      'contentLockOf',
      'isContentFor',
      'shownTo',
      'maskMiddle',
      'maskAccount',
      'markSixColour',
      'zodiacOfNumber',
      'lunarYearAt',
      'fiveElementOf',
      'markSixAttributes',
      'visibleTemplates',
      'mb16HitTag',
      'validateRegisterForm',
      'loginSubmitDisabled',
      'casinoReportQuery',
      'relativeTime',
      'isRecentlyUpdated',
      'formatMoney',
      'parseYuan',
      'parseEnteredYuan',
      'isWholeFen',
      'isInMaintenance',
      'drawCountdownMs',
      'vipProgress',
      'pollPercentages',
      'ledgerTypeLabel',
      'paymentChannelMaximum',
      'issueCadence',
      'themeColorOf',
      'mergeChatMessages',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
