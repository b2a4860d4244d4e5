// Public surface of @jinli/api: the React-free core — the client (createApiClient, ApiError, the
// runtime config), and per resource its endpoint functions, query keys and types. Query options,
// hooks and the provider (TanStack Query and React) live at `@jinli/api/react`.
export {
  APP_VERSION,
  accountKeys,
  captchaImageUrl,
  getMoney,
  getProfile,
  getSliderCaptcha,
  getSliderFallbackChallenge,
  sliderCaptchaKeys,
  requestSliderFallback,
  getUserStatus,
  getVipRules,
  login,
  logoutSession,
  register,
  registerTrial,
  verifySliderCaptcha,
  vipKeys,
  type CaptchaImageOptions,
  type LoginInput,
  type MoneyQueryKey,
  type ProfileQueryKey,
  type VipRulesQueryKey,
} from './accounts';
export { ApiError, ClientErrorCode } from './ApiError';
export { companyKeys, getCompanyInfo, type CompanyInfoQueryKey } from './company';
export {
  CHAT_TIMEOUT_MS,
  COMPANY_CODE_HEADER,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  STATIC_RETRIES,
  TOKEN_INVALID_EXEMPT_PATHS,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type DefBody,
  type DefData,
  type DefQuery,
  type EndpointBody,
  type EndpointCallOptions,
  type RequestOptions,
} from './createApiClient';
export { loadRuntimeConfig, type LoadRuntimeConfigOptions } from './loadRuntimeConfig';
export { pagePreloadHref } from './pagePreloads';
export {
  getNoticeList,
  getNoticePage,
  noticeKeys,
  type NoticeListQueryKey,
  type NoticePageQuery,
  type NoticePageQueryKey,
} from './notice';
export { staticDocumentKeys, type StaticDocumentQueryKey } from './staticDocument';
export {
  BAD_RESPONSE_MESSAGE,
  CANCELED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
} from './strings';
export * from './lottery';
export {
  getPushMessages,
  markPushMessageRead,
  messageKeys,
  removePushMessage,
  type PushMessageQuery,
  type PushMessagesQueryKey,
} from './messages';
export {
  bankKeys,
  checkCashPassword,
  getBankList,
  modifyUserInfo,
  updateBank,
  updateChatThemeColor,
  updateFundPassword,
  updatePassword,
  updatePasswordByAccount,
  type BankListQueryKey,
} from './security';
export {
  WALLET_PAGE_ROWS,
  createBankTransfer,
  createRechargeOrder,
  getBills,
  getPaymentChannels,
  getRechargeDetail,
  getRechargeHistory,
  getValidWithdraw,
  getValidWithdrawDetail,
  getWithdrawDetail,
  getWithdrawHistory,
  newIdempotencyKey,
  nextPageParam,
  walletKeys,
  withdraw,
  withdrawFreeBank,
  type MoneyCallOptions,
  type PageQuery,
} from './wallet';
export * from './betting';
export { claimVipBonus, getVipBonus, vipBonusKeys, type VipBonusQueryKey } from './vipBonus';
export * from './content';
export * from './games';
export * from './chat';
export * from './hongbao';
export * from './agents';
