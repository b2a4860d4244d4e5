// @jinli/domain: every pure rule of the product spec, shared by the screens (packages/features)
// and the reference server. No React, no IO, no hidden clock: time-dependent rules take `now`.

export {
  SYSTEM_UTC_OFFSET_MINUTES,
  DATE_FORMATS,
  type TimeInput,
  type WallTime,
  toEpochMs,
  wallTimeToEpochMs,
  wallTimeOf,
  formatTime,
  formatEpochMs,
  formatDateRange,
  utcOffsetOfTimeZone,
} from './time';
export { type CalendarDate, isCalendarDate, calendarDateAt, addDays } from './calendarDate';
export {
  RELATIVE_UNITS,
  type RelativeUnit,
  type RelativeAge,
  relativeAge,
  relativeTime,
  GALLERY_UPDATED_WINDOW_SECONDS,
  isRecentlyUpdated,
} from './relativeTime';
export {
  THOUSANDTHS_PER_YUAN,
  THOUSANDTHS_PER_FEN,
  isWholeFen,
  type MoneyFormatOptions,
  formatMoney,
  toYuanText,
  type MoneyParseError,
  MONEY_PARSE_MESSAGES,
  type MoneyParseResult,
  type ParseYuanOptions,
  parseYuan,
  parseEnteredYuan,
  displayedBalance,
} from './money';
export { percentOf, formatPercent } from './percent';
export {
  MAINTENANCE_LABEL,
  type MaintenanceWindow,
  parseMaintenanceWindow,
  isWithinWindow,
  isInMaintenance,
} from './maintenance';
export {
  type CountdownInput,
  drawCountdownMs,
  type CountdownParts,
  splitCountdown,
  formatCountdown,
} from './countdown';

export { HY_IS_CANCEL, systemConfigValue, isBetCancelEnabled } from './systemConfig';
export {
  USER_TYPES,
  type UserType,
  TRIAL_ACCOUNT_REFUSED,
  LOGIN_REQUIRED,
  LOGIN_SUCCEEDED,
  isTrialAccount,
  isAuthenticated,
  type AccountAction,
  accountActionRefusal,
} from './account';
export {
  BET_STATUS,
  BET_RESULT,
  type BetStatusKind,
  BET_STATUS_TEXT,
  BET_TRACK_SUFFIX,
  BET_CANCEL_TEXT,
  betCancelConfirmText,
  betCancelButtonText,
  type BetStatusFields,
  type BetCancelContext,
  isBetCancelable,
  betStatusKind,
  betStatusText,
  betCancelRefusal,
  cancelableOrderNos,
  toggleCancelSelection,
} from './betStatus';
export {
  CONTENT_LOCK_TEXT,
  type ContentLock,
  type LockableItem,
  type ContentViewer,
  contentLockOf,
} from './contentLock';
export {
  type ContentAudience,
  contentAudienceOf,
  FIRST_RECHARGE_TARGET,
  isContentFor,
  REGISTER_TARGET,
  shownTo,
} from './audience';
export { MASK_CHAR, maskAccount, maskKeep, maskMiddle } from './masking';

export {
  type MarkSixColour,
  RED_NUMBERS,
  BLUE_NUMBERS,
  GREEN_NUMBERS,
  MARK_SIX_COLOURS,
  isMarkSixNumber,
  markSixColour,
} from './markSix/colours';
export {
  ZODIAC_SIGNS,
  type ZodiacSign,
  zodiacOfLunarYear,
  zodiacOfNumber,
  numbersOfZodiac,
  zodiacTable,
} from './markSix/zodiac';
export {
  LUNAR_CALENDAR_RANGE,
  lunarYearOfDate,
  lunarYearAt,
  zodiacAt,
  chineseNewYear,
} from './markSix/lunarYear';
export {
  FIVE_ELEMENTS,
  type FiveElement,
  type FiveElementsYear,
  fiveElementsYear,
  fiveElementOf,
  fiveElementsYearProblems,
} from './markSix/fiveElements';
export {
  MARK_SIX_NUMBERS,
  MARK_SIX_BALLS_PER_DRAW,
  type MarkSixAttributes,
  markSixAttributes,
  ballLabel,
} from './markSix/groupings';
export { parseOpenNumbers, splitSpecialNumber } from './markSix/openNumbers';

export {
  TEMPLATE_CARDS,
  type TemplateCard,
  EXCLUDED_TEMPLATE_CODES,
  templateCardOf,
  type TemplateLike,
  isTemplateShown,
  visibleTemplates,
  GROUP_TAB_CARDS,
  groupTabLabel,
  COLLAPSIBLE_TABLE_CARDS,
  TEMPLATE_ITEM_LIMITS,
  HOME_COLLAPSED_ITEMS,
  type CardView,
  templateItemLimit,
  defaultTemplateExpanded,
  hasExpandToggle,
  orderTemplateItems,
  visibleTemplateItems,
  EXPAND_TEXT,
  TEMPLATE_LIKE_TEXT,
  templateLikeLabel,
  toggledLike,
  parseColorTheme,
} from './templates/templateCards';
export {
  MB16_TAGS,
  noteNumber,
  mb16HitTag,
  ZODIAC_GROUP_CARDS,
  zodiacGroupHit,
  zodiacGroupTags,
  HIT_MARK,
  parseMarkedNote,
  splitMarkedValues,
  countValues,
  mb12SizeClass,
} from './templates/templateHits';

export {
  type RegisterFormField,
  type RegisterValues,
  REGISTER_MESSAGES,
  PASSWORD_SAME_AS_ACCOUNT,
  PROMO_CODE_NOT_FOUND,
  REGISTER_CONFIG_CHANGED,
  REGISTER_SUCCEEDED,
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  phoneWithCountry,
  type PhoneCountry,
  FUND_PASSWORD_LENGTH,
  normalizeRegisterValues,
  isValidAccount,
  isValidPassword,
  isValidEmail,
  isValidFullName,
  isValidFundPassword,
  digitsOnly,
  isValidPhone,
  isValidQq,
  isValidWeixin,
  isValidBirthday,
  type FieldCheck,
  checkRegisterField,
} from './validation/registerRules';
export {
  BANK_ACCOUNT_MESSAGES,
  type BankAccountInput,
  type BankAccountKind,
  isValidCardNo,
  readBankAccount,
} from './validation/bankAccount';
export {
  ALWAYS_REQUIRED_REGISTER_FIELDS,
  REGISTER_ERROR_MS,
  type RegisterFieldPlan,
  registerNeedsImageCode,
  registerFormPlan,
  type RegisterValidation,
  validateRegisterForm,
  registerSubmitDisabled,
  registerNeedsThirdCaptcha,
  registerLimitChanged,
} from './validation/registerForm';
export {
  LOGIN_TEXT,
  AUTH_TIMEOUT_MS,
  SLIDER_AUTO_PASS_AFTER,
  SLIDER_CACHE_BUST_MS,
  SLIDER_LOAD_ERROR_CODE,
  sliderCacheBust,
  type LoginFormState,
  loginSubmitDisabled,
  loginRefusal,
} from './validation/login';
export {
  CASINO_REPORT_DEFAULT_DAYS,
  CASINO_REPORT_TEXT,
  type CasinoReportRange,
  type CasinoReportQuery,
  defaultCasinoReportRange,
  isCasinoReportDateSelectable,
  casinoReportQuery,
  casinoRowOpensDetail,
  winAmountTone,
} from './validation/casinoReport';
export {
  SEARCH_DEBOUNCE_MS,
  normalizeSearchText,
  matchesSearch,
  filterGroupsByName,
} from './validation/search';

export { VIP_LEVELS, type VipRule, type VipProgress, vipProgress } from './vip';
export {
  POLL_TEXT,
  type PollOption,
  pollOptionWeight,
  pollPercentages,
  hasVoted,
  voteRefusal,
  applyVote,
} from './poll';
export {
  type LedgerDirection,
  type LedgerType,
  LEDGER_TYPES,
  type LedgerTypeKey,
  LEDGER_CODE,
  ledgerTypeOf,
  ledgerTypeLabel,
  isLedgerAmountAllowed,
} from './ledger';
export {
  PAYMENT_CHANNEL_KINDS,
  type PaymentChannelKind,
  PAYMENT_CHANNEL_LABELS,
  PAYMENT_MAX_KEYS,
  isPaymentChannelKind,
  paymentChannelMaximum,
} from './payment';
export { QUICK_AMOUNT_COUNT, quickAmounts } from './quickAmounts';
export { TEXT_CONTRAST_MIN, contrastWithWhite, darkenForWhiteText } from './readableColors';
export {
  type IssueCadence,
  ISSUE_CADENCES,
  issueCadence,
  SPECIAL_GAME_IDS,
  DEFAULT_GAME_ID,
  selectedHomeGame,
  POSTER_GAME_IDS,
  DEFAULT_LIVE_DRAW_TIME,
  LIVE_LABEL,
  nextDrawAt,
  GAME_CATEGORIES,
  type GameCategoryType,
  gameCategoryOf,
  gameCategoryColumns,
  hotGames,
  GAME_CENTER_TEXT,
} from './games';
export {
  CLICK_LOCK_MS,
  type LaunchableGame,
  type LaunchViewer,
  type LaunchStep,
  isLotteryGame,
  gameLaunchStep,
  PLAY_GAME_SERVER_MESSAGE_CODES,
  PLAY_GAME_ERROR_TOAST_MS,
  playGameErrorMessage,
  isLandscapeGame,
} from './gameLaunch';
export { type ThemeColor, THEME_COLORS, themeColorOf } from './themeColors';
export {
  CHAT_TEXT,
  HIDDEN_CHAT_COMMAND,
  CHAT_MAX_RETRIES,
  type ChatMessageLike,
  isKeptChatMessage,
  mergeChatMessages,
  isFailedChatMessage,
  type PrivateMessageContent,
  PRIVATE_PROMPT_QUIET_SECTIONS,
  shouldPromptPrivateMessage,
  shouldPromptInvite,
  isChatInMaintenance,
} from './chat';
export {
  PLAY_CODES,
  type PlayCode,
  ODDS_KEYS,
  type OddsKey,
  ODDS_KEY_NAMES,
  type PlayKind,
  type PlayDef,
  MAX_COMBINATION_PICKS,
  PLAYS,
  isPlayCode,
  playsOfCategory,
  TEMA_SIDES,
  type TemaSide,
  TAIL_KEYS,
  type PlayOption,
  playOptions,
  sideHolds,
  playOption,
  canonicalNumberKey,
} from './betting/plays';
export {
  SELECTION_TEXT,
  tooFewPicksText,
  tooManyPicksText,
  type SelectionCheck,
  combinationCount,
  combinations,
  checkSelection,
  betCount,
  betTotal,
  type SlipLine,
  slipTotals,
  betInfoText,
} from './betting/selection';
export {
  type BetOutcome,
  type BetSettlement,
  settleUnit,
  settleSelection,
  oddsToMilli,
  payoutOf,
} from './betting/settle';
export { DEFAULT_REBATE_PER_MILLE, rebateOf, rebateRateText } from './betting/rebate';
export {
  HONGBAO_FEN,
  HONGBAO_MIN_SHARE,
  type HongbaoSplitError,
  type HongbaoSplitResult,
  splitLucky,
  splitEqual,
  luckiestIndex,
} from './hongbao';
export {
  HONGBAO_FORM_TEXT,
  checkHongbaoSend,
  type HongbaoSendCheck,
  type HongbaoSendInput,
} from './hongbaoSendCheck';
