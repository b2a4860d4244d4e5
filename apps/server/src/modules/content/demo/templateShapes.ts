// The shapes of the demo templates: a card of the catalogue (templateCatalogue.ts), its slots or
// its groups of fixed items, and the plays the cards are filed under.
//
// Turn-based templates list slots: each slot's columns are generator specs (predictions.ts) for
// content, content2 and content3, or multi blocks for the SYMB cards. Static templates list groups
// of fixed items (news, rankings, carousel, chat-room links).

export const TEMPLATE_PLAY_CATES = [
  '一肖',
  '①码',
  '③码',
  '⑤码',
  '⑧码',
  '⑩码',
  '平特',
  '资讯',
] as const;

export interface DemoSlot {
  /** Label of the slot ('六肖'); items are titled '{label}-{turn}期'. */
  label: string;
  /** Generator specs of content, content2, content3. */
  columns?: string[];
  /** SYMB blocks: title and generator spec. */
  multi?: { title: string; spec: string }[];
  requireLogin?: boolean;
  requireRecharge?: boolean;
  activeCover?: boolean;
  sort?: number;
}

export interface DemoStaticItem {
  title: string;
  content?: string;
  content2?: string;
  content3?: string;
  note?: string;
  subName?: string;
  /** A picture is drawn for the item (its iconUrl). */
  icon?: boolean;
  templateType?: number;
  linkUrl?: string;
  isTop?: boolean;
  activeCover?: boolean;
  requireLogin?: boolean;
  requireRecharge?: boolean;
  multiContents?: { title: string; content: string }[];
  /** Age of the item in minutes (its updatedTime = seed time − age). */
  ageMinutes?: number;
  sort?: number;
}

export interface DemoTemplate {
  code: string;
  name: string;
  playCateName: string;
  note1: string;
  note2: string;
  colorTheme: string;
  subName: string;
  onHome?: boolean;
  hasPoll?: boolean;
  /** Past drawn turns shown besides the turn on sale (turn-based templates). */
  turnCount?: number;
  slots?: DemoSlot[];
  groups?: { groupName: string; items: DemoStaticItem[] }[];
  /** Resource-database documents of the template (their titles). */
  documents?: string[];
}

/** A card of the catalogue: a template before its colours are given (by its place in the list). */
export type DemoCard = Omit<DemoTemplate, 'colorTheme'>;
