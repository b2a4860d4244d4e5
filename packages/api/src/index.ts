export {
  APP_VERSION,
  accountKeys,
  captchaImageUrl,
  getMoney,
  getProfile,
  getUserStatus,
  getVipRules,
  login,
  logoutSession,
  moneyQueryOptions,
  profileQueryOptions,
  register,
  registerTrial,
  useLoginMutation,
  useLogoutMutation,
  useMoneyQuery,
  useProfileQuery,
  useRegisterMutation,
  useTrialRegisterMutation,
  useVipRulesQuery,
  vipKeys,
  vipRulesQueryOptions,
  type AccountQueryOptions,
  type AuthMutationVariables,
  type CaptchaImageOptions,
  type LoginInput,
  type MoneyQueryKey,
  type ProfileQueryKey,
  type VipRulesQueryKey,
} from './accounts';
export { ApiError, ClientErrorCode } from './ApiError';
export { ApiProvider, type ApiProviderProps } from './ApiProvider';
export {
  companyInfoQueryOptions,
  companyKeys,
  getCompanyInfo,
  useCompanyInfoQuery,
  type CompanyInfoQueryKey,
} from './company';
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
export {
  getNoticeList,
  getNoticePage,
  noticeKeys,
  noticeListQueryOptions,
  noticePageQueryOptions,
  useNoticeListQuery,
  useNoticePageQuery,
  type NoticeListQueryKey,
  type NoticePageQuery,
  type NoticePageQueryKey,
} from './notice';
export {
  staticDocumentKeys,
  staticDocumentQueryOptions,
  useStaticDocumentQuery,
  type StaticDocumentQueryKey,
} from './staticDocument';
export {
  BAD_RESPONSE_MESSAGE,
  CANCELED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
} from './strings';
export { useApiClient } from './useApiClient';
export * from './lottery';
export * from './lottery';
