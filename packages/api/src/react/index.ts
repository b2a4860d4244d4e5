// React bindings of @jinli/api: ApiProvider and useApiClient, and per resource its queryOptions
// factories, TanStack Query hooks and cache writers, over the core's endpoint functions and keys.
export {
  sliderCaptchaQueryOptions,
  moneyQueryOptions,
  profileQueryOptions,
  useLoginMutation,
  useLogoutMutation,
  useMoneyQuery,
  useProfileQuery,
  useRegisterMutation,
  useTrialRegisterMutation,
  useVipRulesQuery,
  vipRulesQueryOptions,
  type AccountQueryOptions,
  type AuthMutationVariables,
} from './accounts';
export { ApiProvider, type ApiProviderProps } from './ApiProvider';
export { companyInfoQueryOptions, useCompanyInfoQuery } from './company';
export {
  noticeListQueryOptions,
  noticePageQueryOptions,
  useNoticeListQuery,
  useNoticePageQuery,
} from './notice';
export { staticDocumentQueryOptions, useStaticDocumentQuery } from './staticDocument';
export { useApiClient } from './useApiClient';
export * from './lottery';
export {
  pushMessagesQueryOptions,
  useMarkPushMessageReadMutation,
  usePushMessagesQuery,
  useRemovePushMessageMutation,
} from './messages';
export {
  bankListQueryOptions,
  useBankListQuery,
  useCheckCashPasswordMutation,
  useModifyUserInfoMutation,
  useUpdateBankMutation,
  useUpdateChatThemeColorMutation,
  useUpdateFundPasswordMutation,
  useUpdatePasswordByAccountMutation,
  useUpdatePasswordMutation,
} from './security';
export {
  billsInfiniteQueryOptions,
  billsQueryOptions,
  paymentChannelsQueryOptions,
  rechargeHistoryInfiniteQueryOptions,
  rechargeDetailQueryOptions,
  rechargeHistoryQueryOptions,
  useBankTransferMutation,
  useBillsInfiniteQuery,
  useBillsQuery,
  useRechargeHistoryInfiniteQuery,
  useWithdrawHistoryInfiniteQuery,
  withdrawHistoryInfiniteQueryOptions,
  useCreateRechargeMutation,
  usePaymentChannelsQuery,
  useRechargeDetailQuery,
  useRechargeHistoryQuery,
  useValidWithdrawDetailQuery,
  useValidWithdrawQuery,
  useWithdrawDetailQuery,
  useWithdrawFreeBankMutation,
  useWithdrawHistoryQuery,
  useWithdrawMutation,
  validWithdrawDetailQueryOptions,
  validWithdrawQueryOptions,
  withdrawDetailQueryOptions,
  withdrawHistoryQueryOptions,
  type MoneyMutationVariables,
} from './wallet';
export * from './betting';
export { useClaimVipBonusMutation, useVipBonusQuery, vipBonusQueryOptions } from './vipBonus';
export * from './content';
export * from './games';
export * from './chat';
export * from './hongbao';
export * from './agents';
