// The template shapes the cards read (spec §3 Template, Group, Item, Vote/poll): the content
// contract's.
export type {
  ContentLockKind,
  MultiContent,
  Template,
  TemplateGroup,
  TemplateItem,
  TemplatePoll,
  TemplatePollOption,
} from '@jinli/contract';
