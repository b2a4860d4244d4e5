// Browser storage keys of the session (spec §3 "Session keys"): other apps in the same shell
// read the same keys, so they are the spec's names verbatim.

/** localStorage key (and cookie name) of the access token. */
export const ACCESS_TOKEN_KEY = 'access_token';
/** localStorage key of the chat service token. */
export const CHAT_TOKEN_KEY = 'chat_login_token';
/** localStorage key of the agent rebate ratio chosen at registration. */
export const REBATE_RATIO_KEY = 'rebateRatio';

/** sessionStorage keys of a guest's chat identity (spec §3), cleared on login. */
export const GUEST_ID_KEY = 'user_guest_id';
export const GUEST_NAME_KEY = 'user_guest_name';
export const GUEST_HASH_ID_KEY = 'user_guest_hash_id';
