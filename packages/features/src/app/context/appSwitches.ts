// Per-theme feature switches: what differs between brands beyond the route set, menu and tokens.
import type { ChatMessageVariant, GameCategoryNavLook } from '@jinli/ui';

/** A section of the home screen under its header. */
export type HomeSection =
  'adTop' | 'carousel' | 'marquee' | 'quickIcons' | 'lottery' | 'adMiddle' | 'shortcuts' | 'panel';

/** The home screen's sections when the brand names none: ads, banners, notices, then the draws. */
export const DEFAULT_HOME_SECTIONS: readonly HomeSection[] = [
  'adTop',
  'carousel',
  'marquee',
  'lottery',
  'adMiddle',
  'shortcuts',
  'panel',
];

/** A part of /game-center above its games. */
export type GameCenterSection = 'search' | 'carousel' | 'marquee' | 'services';

/** The game center's parts above the games when the brand names none: search, banners, notices. */
export const DEFAULT_GAME_CENTER_SECTIONS: readonly GameCenterSection[] = [
  'search',
  'carousel',
  'marquee',
  'services',
];

export interface FeatureSwitches {
  /**
   * theme2 (DESIGN.md §6): the third tab opens the Mark Six game instead of the game center.
   * Default false.
   */
  markSixTab?: boolean;
  /**
   * The home screen's sections, top to bottom: how the brand composes its home (issue 34: four
   * brands had one layout). 'quickIcons' are the game-centre style home's five icons (spec §2
   * Home), loaded lazily. Default DEFAULT_HOME_SECTIONS.
   */
  homeSections?: readonly HomeSection[];
  /**
   * The game center's parts above its games, top to bottom (issue 34: the brands' lobbies were one
   * layout). Each of the four is shown once, named or not (spec §2 Game center lists them all):
   * the ones not named follow in the default order. Default DEFAULT_GAME_CENTER_SECTIONS.
   */
  gameCenterSections?: readonly GameCenterSection[];
  /**
   * How the game center's horizontal category bar draws its categories (the company's appDisplay
   * chooses the bar or the rail): 'tabs' (labels over an underline), 'chips' (pills with small
   * icons), 'tiles' (big icons above labels). Default 'tabs'.
   */
  gameCategoryLook?: GameCategoryNavLook;
  /**
   * The balance's refresh icon spins 1 s everywhere, not only on home (spec §4: theme4). Default
   * false: 0.5 s off home.
   */
  longBalanceSpin?: boolean;
  /**
   * The fourth quick icon of the game-centre style home (spec §2 Home): 'resources' is 资料 (优惠
   * when the app has no database; theme4), 'chat' 聊天室. Default 'chat'.
   */
  quickIconsFourth?: 'chat' | 'resources';
  /**
   * How /profile is composed (issue 34: four brands had one profile). 'cards': a tinted head, then
   * the wallet, VIP, shortcut and link cards, the shortcuts a four-column icon grid. 'hero': one
   * full-bleed band in the bar's colour holds the account and the wallet; a dense grid of ruled
   * cells. 'plain': a text head, the wallet and VIP as ruled lines, the shortcuts a two-column
   * list, hairlines instead of boxes. 'stage': the account and wallet on a dark stage band, the
   * shortcuts chunky three-column tiles. Colours and radii stay tokens. Default 'cards'.
   */
  profileLayout?: ProfileLayout;
  /**
   * How chat messages are drawn (ChatMessageBubble's `variant`): 'bubble' (a bubble with the
   * sender's stripe), 'tail' (a bubble with a tail toward the sender), 'line' (flat timeline
   * lines under each other, ruled), 'card' (a card per message, the name a badge) or 'quote' (no
   * frame, the text under a hairline in the sender's colour). Default 'bubble'.
   */
  chatMessageStyle?: ChatMessageStyle;
  /**
   * The red-packet send page opens with a drawn envelope in a hero band above the form (its frame
   * from the --jl-hongbao-send-* tokens). Default false: the form alone.
   */
  hongbaoSendHero?: boolean;
}

/** The compositions of /profile (FeatureSwitches.profileLayout). */
export type ProfileLayout = 'cards' | 'hero' | 'plain' | 'stage';

/** The ways a chat message is drawn (FeatureSwitches.chatMessageStyle): ui's ChatMessageBubble variants. */
export type ChatMessageStyle = ChatMessageVariant;
