// Texts of the balance widget (BalanceRefresh), on its own: home's header shows the balance, and
// the home route should not load every wallet screen's texts for these four (issue 31's budget).
export const balanceStrings = {
  balance: '余额',
  refreshBalance: '刷新余额',
  currency: '¥',
  /** Shown instead of the amount while it is unknown. */
  unknownBalance: '--',
};
